import type { Locator, Page } from "@playwright/test";

/** The notice that a newer build is deployed, and the server's side of it (chunks gone from it). */
export class VersionPage {
  constructor(readonly page: Page) {}

  /**
   * Serves the chunks whose file names match `name` as the preview server serves any file it does
   * not have: its HTML page, with status 200 (a build deployed after this page loaded).
   */
  async removeChunk(name: RegExp): Promise<void> {
    await this.page.route(name, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><html><body><div id=root></div></body></html>" }));
  }

  /** Asks the page's service worker registration whether the server has a newer worker. */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  notice(): Locator {
    return this.page.getByTestId("new-version");
  }

  reloadButton(): Locator {
    return this.page.getByTestId("new-version-reload");
  }

  /** Marks this document, to tell later whether the page reloaded by itself. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as { __marked: boolean }).__marked = true));
  }

  stillSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __marked?: boolean }).__marked === true);
  }
}
