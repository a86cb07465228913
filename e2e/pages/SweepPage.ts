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

  /** Rows the page asked the sweep's engines for (rows made at build time are not among them). */
  async ran(): Promise<number> {
    return Number(await this.page.getByTestId("sweep-progress").getAttribute("data-ran"));
  }

  /** Rows of this sweep taken from runs the page already held (the run on screen, the runs made ahead). */
  async held(): Promise<number> {
    return Number(await this.page.getByTestId("sweep-progress").getAttribute("data-held"));
  }

  /** Each row's topology and shared messages, in the table's order (every topology shown first). */
  async rowFigures(): Promise<{ topology: string; messages: number }[]> {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) => ({ topology: row.getAttribute("data-topology") ?? "", messages: Number(row.querySelector('[data-figure="messages"]')?.textContent) })),
    );
  }

  /**
   * Counts the engine workers the page starts from now on (the sweep's pool are such workers; the
   * token counter's worker is not one). Playwright sees every worker the page starts.
   */
  countStartedEngineWorkers(): { started: number } {
    const count = { started: 0 };
    this.page.on("worker", (worker) => {
      if (worker.url().includes("engine.worker")) count.started += 1;
    });
    return count;
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

  /** How many rows are wholly inside the table's scrolling area, as the user sees them without scrolling. */
  async fullyVisibleRows(): Promise<number> {
    return this.page.getByTestId("sweep-table").evaluate((table) => {
      const box = table.parentElement!.getBoundingClientRect();
      return [...table.querySelectorAll('[data-testid="sweep-row"]')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom + 0.5 && r.height > 0;
      }).length;
    });
  }

  /** The pivot's cells once all are in: each cell's two knob values and its figure. */
  async pivotCells(): Promise<{ x: string; y: string; value: string; current: boolean }[]> {
    const cells = this.page.getByTestId("sweep-pivot-cell");
    await expect(cells.first()).toBeVisible();
    await expect.poll(() => cells.evaluateAll((all) => all.every((cell) => cell.getAttribute("data-value") !== "")), { timeout: 120_000 }).toBe(true);
    return cells.evaluateAll((all) =>
      all.map((cell) => ({ x: cell.getAttribute("data-x") ?? "", y: cell.getAttribute("data-y") ?? "", value: cell.getAttribute("data-value") ?? "", current: cell.getAttribute("data-current") === "true" })),
    );
  }

  /** The pivot's two knobs and its figure. */
  async pivotAxes(): Promise<{ x: string | null; y: string | null; figure: string | null }> {
    const grid = this.page.getByTestId("sweep-pivot");
    return { x: await grid.getAttribute("data-x"), y: await grid.getAttribute("data-y"), figure: await grid.getAttribute("data-figure") };
  }

  async choosePivot(axis: "x" | "y" | "figure", value: string): Promise<void> {
    await this.page.getByTestId(`sweep-pivot-${axis}`).selectOption(value);
  }

  /** Clicks the pivot cell of these two knob values. */
  async pickPivotCell(x: string, y: string): Promise<void> {
    await this.page.locator(`[data-testid="sweep-pivot-cell"][data-x="${x}"][data-y="${y}"]`).click();
  }

  /** Turns "only knobs that change the figures" on or off. */
  async toggleOnlyChanging(): Promise<void> {
    await this.page.getByTestId("sweep-filter-changing").click();
  }

  /** The knob columns shown, in order. */
  async knobColumns(): Promise<string[]> {
    const ids = await this.panel().locator('[data-testid^="sweep-knob-"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-testid") ?? ""));
    return ids.map((id) => id.replace(/^sweep-knob-/, ""));
  }

  hiddenKnobs(): Locator {
    return this.page.getByTestId("sweep-hidden-knobs");
  }

  /** The cost column of the current setting's row, in dollars. */
  async currentRowCost(): Promise<number> {
    const cell = this.page.locator('[data-testid="sweep-row"][data-current="true"] [data-figure="cost"]');
    await expect(cell).toHaveAttribute("data-usd", /\d/);
    return Number(await cell.getAttribute("data-usd"));
  }
}
