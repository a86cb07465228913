import { expect, type Locator, type Page } from "@playwright/test";

/** The docs table drawer (`docs-table`): its header toggle, measured cells (`docs-cell`) and notes. */
export class DocsTablePage {
  constructor(readonly page: Page) {}

  /** Opens the table from the header and waits until the worker's runs have filled it. */
  async open(): Promise<void> {
    await this.show();
    await this.waitUntilMeasured();
  }

  /** Opens the drawer from the header; on its first open the worker starts measuring. */
  async show(): Promise<void> {
    await this.page.getByTestId("docs-table-toggle").click();
    await expect(this.table()).toBeVisible();
  }

  /**
   * Waits while the drawer says the worker is running the docs' scenarios on every pattern, for as long
   * as that takes (the spec's timeout is the bound: a busy machine takes minutes), then for the cells.
   * A failed measurement shows its alert instead, and fails here on the missing cells.
   */
  async waitUntilMeasured(): Promise<void> {
    await this.page.getByTestId("docs-table-running").waitFor({ state: "detached", timeout: 0 });
    await expect(this.measuredCalls().first()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId("docs-table");
  }

  /** The measured model-call cells of the drawn flows, one per row and scenario. */
  measuredCalls(): Locator {
    return this.page.locator('[data-testid="docs-cell"][data-kind="calls"]');
  }

  /** One measured cell: `calls` or `tokens` for a row (pattern) on a scenario. */
  cell(scenarioId: string, row: string, kind: "calls" | "tokens" = "calls"): Locator {
    return this.page.locator(`[data-testid="docs-cell"][data-scenario="${scenarioId}"][data-row="${row}"][data-kind="${kind}"]`);
  }

  /** The batched flow's figure under a measured cell (`calls` or `tokens`), which opens that run. */
  batchedCell(scenarioId: string, row: string, kind: "calls" | "tokens" = "calls"): Locator {
    return this.page.locator(`[data-testid="docs-cell-batched"][data-scenario="${scenarioId}"][data-row="${row}"][data-kind="${kind}"]`);
  }

  /** The scenario headings of the table, in order. */
  scenarioHeadings(): Locator {
    return this.page.getByTestId("docs-scenario-heading");
  }

  /** The "Choosing a pattern" matrix's rows (`data-row`, `data-differs`), each with its measured side. */
  matrixRows(): Locator {
    return this.page.getByTestId("docs-matrix-row");
  }

  /** The measured side of one matrix row. */
  matrixMeasured(row: string): Locator {
    return this.page.locator(`[data-testid="docs-matrix-row"][data-row="${row}"] [data-testid="docs-matrix-measured"]`);
  }

  /** The line that names the docs text the table follows (`data-read`). */
  source(): Locator {
    return this.page.getByTestId("docs-source");
  }

  /** The notes, one line per disagreement, with `data-code`. */
  notes(): Locator {
    return this.page.getByTestId("docs-note");
  }
}
