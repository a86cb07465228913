import type { Page } from "@playwright/test";

/** The page as a whole at a given screen size. */
export class LayoutPage {
  constructor(readonly page: Page) {}

  /** How many pixels the page is wider than the window (0: no sideways scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}
