import type { Page } from "@playwright/test";
import { SharePage } from "./SharePage";

/** The runs the page makes ahead of the next toggle, as its performance marks count them. */
export class PredictionPage {
  constructor(readonly page: Page) {}

  /** Opens a link on a page that makes every run when asked (`?predict=off`). */
  async openWithoutPredictions(link: string): Promise<void> {
    await new SharePage(this.page, false).openFresh(link);
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
