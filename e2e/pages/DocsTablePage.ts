import type { Locator, Page } from "@playwright/test";

/** The docs table drawer (`docs-table`): its header toggle, measured cells (`docs-cell`) and notes. */
export class DocsTablePage {
  constructor(readonly page: Page) {}

  /** Opens the table from the header and waits until the worker's runs have filled it. */
  async open(): Promise<void> {
    await this.page.getByTestId("docs-table-toggle").click();
    await this.measuredCalls().first().waitFor({ timeout: 120_000 });
  }

  table(): Locator {
    return this.page.getByTestId("docs-table");
  }

  /** The measured model-call cells, one per row and scenario. */
  measuredCalls(): Locator {
    return this.page.locator('[data-testid="docs-cell"][data-kind="calls"]');
  }

  /** One measured cell: `calls` or `tokens` for a row (pattern) on a scenario. */
  cell(scenarioId: string, row: string, kind: "calls" | "tokens" = "calls"): Locator {
    return this.page.locator(`[data-testid="docs-cell"][data-scenario="${scenarioId}"][data-row="${row}"][data-kind="${kind}"]`);
  }

  /** The notes, one line per disagreement, with `data-code`. */
  notes(): Locator {
    return this.page.getByTestId("docs-note");
  }
}
