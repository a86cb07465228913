import { expect, type Locator, type Page } from "@playwright/test";

/** The sweep drawer: every knob combination of the scenario, run on the sweep's own engine workers. */
export class SweepPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId("sweep-toggle").click();
    await expect(this.panel()).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.getByTestId("sweep-close").click();
  }

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

  /** The drawer's sweep state: running, ready, stopped or failed. */
  async expectStatus(status: string, options: { timeout?: number } = {}): Promise<void> {
    await expect(this.panel()).toHaveAttribute("data-status", status, options);
  }

  /** Rows finished so far, and rows planned. */
  async progress(): Promise<{ done: number; total: number }> {
    const bar = this.page.getByTestId("sweep-progress");
    return { done: Number(await bar.getAttribute("data-done")), total: Number(await bar.getAttribute("data-total")) };
  }

  async stop(): Promise<void> {
    await this.page.getByTestId("sweep-stop").click();
  }

  progressText(): Locator {
    return this.page.getByTestId("sweep-progress");
  }

  /**
   * Counts the page's Web Workers that end from now on (a terminated sweep worker is one). Playwright
   * sees every worker the page starts and when it goes.
   */
  countEndedWorkers(): { ended: number } {
    const count = { ended: 0 };
    this.page.on("worker", (worker) => worker.on("close", () => (count.ended += 1)));
    return count;
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
