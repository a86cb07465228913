import { expect, type Locator, type Page } from "@playwright/test";

/** The sweep drawer: every knob combination of the scenario, run in the engine worker. */
export class SweepPage {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId("sweep-panel");
  }

  rows(): Locator {
    return this.page.getByTestId("sweep-row");
  }

  /** Waits until the sweep's rows are on screen. */
  async waitForRows(): Promise<void> {
    await expect(this.rows().first()).toBeVisible({ timeout: 60_000 });
  }
}
