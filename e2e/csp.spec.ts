import { expect, test } from "@playwright/test";
import { CONTENT_SECURITY_POLICY } from "../build/contentSecurityPolicy";
import { recordCspViolations } from "./cspViolations";
import { AppPage } from "./pages/AppPage";

// Uses the bare Playwright test: this one breaks the policy on purpose.
test("the CSP guard records a violation in the page, and the built page carries the policy", async ({ context, page }) => {
  const violations = recordCspViolations(context);
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain(CONTENT_SECURITY_POLICY);
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(new AppPage(page).cspMetaTag()).toHaveAttribute("content", CONTENT_SECURITY_POLICY);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.inlineRan = true";
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/^script-src-elem inline/);
});
