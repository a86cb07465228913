import { expect, test } from "@playwright/test";
import { recordOffOriginRequests } from "./offOrigin";

// Uses the bare Playwright test: this one provokes off-origin requests on purpose. The page's
// Content-Security-Policy would block the request before it is made, so this test bypasses it: the
// guard is checked on its own, the policy by csp.spec.ts.
test.use({ bypassCSP: true });

test("the off-origin guard records requests to other origins and ignores same-origin ones", async ({ context, page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const recorded = recordOffOriginRequests(context, origin);
  await page.goto("/");
  await page.evaluate(async () => {
    await fetch("/index.html");
    await fetch("http://example.invalid/leak").catch(() => undefined);
  });
  expect(recorded).toEqual(["GET http://example.invalid/leak"]);
});
