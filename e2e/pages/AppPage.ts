import { expect, type Page } from "@playwright/test";
import { appPath } from "./appPath";

/** The app shell. Panels get their own page objects beside this one (`e2e/pages/<Panel>Page.ts`). */
export class AppPage {
  constructor(
    readonly page: Page,
    private readonly runAhead = false,
  ) {}

  /** Opens the app (optionally at a link: `#v=1&...`) and waits for React to mount. */
  async goto(hash = ""): Promise<void> {
    await this.page.goto(`${appPath(this.runAhead)}${hash}`);
    await this.waitForMount();
  }

  /** The static message the page shows when the app has not started (its code was blocked or failed). */
  bootFailure() {
    return this.page.getByTestId("boot-failure");
  }

  /** Makes every request for a built chunk whose file name starts with `prefix` fail, as a blocker or a broken download would. */
  async blockChunk(prefix: string): Promise<void> {
    await this.page.route(new RegExp(`/assets/${prefix}-[^/]*\\.js$`), (route) => route.abort("blockedbyclient"));
  }

  /** Holds back every request for a built chunk whose file name starts with `prefix` until the returned function is called, as a slow network would. */
  async holdChunk(prefix: string): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await this.page.route(new RegExp(`/assets/${prefix}-[^/]*\\.js$`), (route) => released.then(() => route.continue()));
    return release;
  }

  /** The Content-Security-Policy meta tag the build puts in the page. */
  cspMetaTag() {
    return this.page.locator('meta[http-equiv="Content-Security-Policy"]');
  }

  /** Reloads the page as a user pressing F5 would, and waits for React to mount again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForMount();
  }

  /** Waits until the service worker has precached the app and controls this page (it then loads offline). */
  async waitUntilAvailableOffline(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  }

  /** Cuts the browser off the network (or reconnects it), as a training room's flaky Wi-Fi would. */
  async setOffline(offline: boolean): Promise<void> {
    await this.page.context().setOffline(offline);
  }

  /** How wide the page's content is, in CSS pixels (wider than the viewport means a sideways scrollbar). */
  async contentWidth(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth);
  }

  /** The viewport's width, in CSS pixels. */
  viewportWidth(): number {
    return this.page.viewportSize()!.width;
  }

  /** How many entries the tab's session history holds (a view change must not add one). */
  async historyLength(): Promise<number> {
    return this.page.evaluate(() => history.length);
  }

  /** Starts recording the messages of every dialog (`alert`, `confirm`, ...) the page opens; each is dismissed. */
  recordDialogs(): string[] {
    const dialogs: string[] = [];
    this.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  /** Elements hostile text would create if it were parsed as HTML: `<img src=x>`, frames, SVG with handlers. */
  async injectedElementCount(): Promise<number> {
    return this.page.locator('img[src="x"], iframe, svg[onload]').count();
  }

  /** Script elements whose text contains `text` (none may come from user text). */
  async scriptsContaining(text: string): Promise<number> {
    return this.page.evaluate((needle) => [...document.scripts].filter((script) => script.textContent?.includes(needle)).length, text);
  }

  /** What a fresh object reads as `polluted` (anything but `undefined` means a link polluted `Object.prototype`). */
  async pollutedKey(): Promise<unknown> {
    return this.page.evaluate(() => (({}) as Record<string, unknown>).polluted);
  }

  private async waitForMount(): Promise<void> {
    await expect(this.page.locator("#root > *").first()).toBeVisible();
  }
}
