import { expect, test } from "./fixtures";
import { VersionPage } from "./pages/VersionPage";

// Playwright's routes do not see what a service worker fetches: without one, the page asks the server itself.
test.use({ serviceWorkers: "block" });

test("a chunk gone from the server (answered 200 text/html) fails as a missing chunk: the page says a newer version was deployed and offers a reload, never reloading by itself", async ({ app, run, page, storage }) => {
  const version = new VersionPage(page);
  const errors = storage.recordPageErrors();
  // The layout code is fetched right after the first paint (the opening diagram was laid out at build time).
  await version.removeChunk(/\/assets\/layout-[\w-]+\.js$/);
  await app.goto();
  await run.waitForTrace();
  await version.markDocument();
  await expect(version.notice()).toHaveAttribute("data-why", "missingChunk");
  await expect(version.notice()).toContainText("A newer version of the playground was deployed");
  await expect(version.reloadButton()).toBeVisible();
  expect(await version.stillSameDocument()).toBe(true);
  expect(errors).toEqual([]);
});
