import { expect, type Page } from "@playwright/test";

/** The app shell. Panels get their own page objects beside this one (`e2e/pages/<Panel>Page.ts`). */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Opens the app (optionally with a query string, e.g. a share link) and waits for React to mount. */
  async goto(search = ""): Promise<void> {
    await this.page.goto(`/${search}`);
    await expect(this.page.locator("#root > *").first()).toBeVisible();
  }
}
