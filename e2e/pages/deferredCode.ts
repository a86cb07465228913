import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Resolves once the page has fetched its deferred code (`data-deferred="loaded"` on `<html>`): from
 * then on a part that shows only when a run calls for it (its error, a pause) is there if it is due, so
 * its absence means something.
 */
export async function deferredCodeIn(page: Page): Promise<void> {
  await page.locator('html[data-deferred="loaded"]').waitFor({ state: "attached" });
}

/** A part whose code follows the first paint is not shown: checked once that code is in. */
export async function expectAbsentOnceLoaded(part: Locator): Promise<void> {
  await deferredCodeIn(part.page());
  await expect(part).toHaveCount(0);
}
