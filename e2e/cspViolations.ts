import type { BrowserContext } from "@playwright/test";
import { CSP_REPORT_PATH } from "../build/contentSecurityPolicy";

/**
 * Records every Content-Security-Policy violation the context's pages and workers report. `vite
 * preview` serves the policy with `report-uri`, so browsers post each violation (from the page or a
 * worker, which a page's listener would not see) to that path; this reads each report as it is sent.
 * It listens rather than routes: a route, even for one path, makes Playwright pause every request of
 * the context until Node lets it go, and turns the browser's cache off.
 */
export function recordCspViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname !== CSP_REPORT_PATH) return;
    const report = (JSON.parse(request.postData() ?? "{}") as { "csp-report"?: Record<string, string> })["csp-report"] ?? {};
    violations.push(`${report["effective-directive"]} ${report["blocked-uri"]} in ${report["document-uri"]} (${report["source-file"] ?? "?"}:${report["line-number"] ?? "?"})`);
  });
  return violations;
}
