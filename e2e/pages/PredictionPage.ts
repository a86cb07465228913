import type { Page } from "@playwright/test";
import { appPath } from "./appPath";
import { RunPage } from "./RunPage";

/** The runs the page makes ahead of the next toggle, as its performance marks count them. */
export class PredictionPage {
  constructor(readonly page: Page) {}

  /** Opens a link on a page that makes every run when asked (`?predict=off`). */
  async openWithoutPredictions(link: string): Promise<void> {
    await this.page.goto("about:blank");
    await this.page.goto(`${appPath(false)}#${link}`);
    await new RunPage(this.page).waitForTrace();
  }

  /** How many of the settings it predicts the page holds a trace for so far (run ahead, or made already). */
  ready(): Promise<number> {
    return this.page.evaluate(() => performance.getEntriesByName("neighbour-ready").length);
  }

  /** How many runs were answered from a setting run ahead. */
  served(): Promise<number> {
    return this.page.evaluate(() => performance.getEntriesByName("predicted-served").length);
  }
}
