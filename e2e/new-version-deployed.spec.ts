import { DeployedBuild } from "./deployedBuild";
import { expect, test } from "./fixtures";
import { VersionPage } from "./pages/VersionPage";

/** Beside the suite's own preview server (playwright.config.ts), one this spec deploys to. */
const PORT = Number(process.env.E2E_PORT ?? 4182) + 1;

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about the page's own worker.
test.use({ serviceWorkers: "allow", baseURL: `http://localhost:${PORT}` });

test("a newer build deployed while the page is open takes over its offline copy: the page offers a reload and never reloads by itself", async ({ app, run, page, storage }) => {
  test.setTimeout(120_000);
  const build = await DeployedBuild.start(PORT);
  try {
    const version = new VersionPage(page);
    const errors = storage.recordPageErrors();
    await app.goto();
    await run.waitForTrace();
    await app.waitUntilAvailableOffline();
    await version.markDocument();
    await expect(version.notice()).toHaveCount(0);

    build.deployNextServiceWorker();
    // What the page does on its interval and each time the tab comes back.
    await version.checkForUpdate();
    await expect(version.notice()).toHaveAttribute("data-why", "deployed");
    await expect(version.reloadButton()).toBeVisible();
    expect(await version.stillSameDocument()).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await build.stop();
  }
});
