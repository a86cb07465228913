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
    await expect(this.rows().first()).toBeVisible({ timeout: 120_000 });
  }

  /** The ids of the check columns (one per check that fails in some row shown), in order. */
  async checkColumns(): Promise<string[]> {
    const ids = await this.panel().locator('[data-testid^="sweep-check-"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-testid") ?? ""));
    return ids.map((id) => id.replace(/^sweep-check-/, ""));
  }

  /** The statuses in one check's column, row by row. */
  async checkStatuses(id: string): Promise<(string | null)[]> {
    return this.rows().locator(`[data-check="${id}"]`).evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-status")));
  }

  /** Shows one topology's rows (or `all`). */
  async filter(topology: string): Promise<void> {
    await this.page.getByTestId(`sweep-filter-${topology}`).click();
  }
}
