import type { BrowserContext } from "@playwright/test";
import { CSP_REPORT_PATH } from "../build/contentSecurityPolicy";

/**
 * Records every Content-Security-Policy violation the context's pages and workers report. `vite
 * preview` serves the policy with `report-uri`, so browsers post each violation (from the page or a
 * worker, which a page's listener would not see) to that path; this answers and keeps them.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.route(`**${CSP_REPORT_PATH}`, async (route) => {
    const report = (JSON.parse(route.request().postData() ?? "{}") as { "csp-report"?: Record<string, string> })["csp-report"] ?? {};
    violations.push(`${report["effective-directive"]} ${report["blocked-uri"]} in ${report["document-uri"]} (${report["source-file"] ?? "?"}:${report["line-number"] ?? "?"})`);
    await route.fulfill({ status: 204 });
  });
  return violations;
}
