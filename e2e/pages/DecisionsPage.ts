import type { Locator, Page } from "@playwright/test";

/** The decision log beside the diagram (`decision-log`): the run's answered interrupts and its fork, in step order. */
export class DecisionsPage {
  constructor(readonly page: Page) {}

  log(): Locator {
    return this.page.getByTestId("decision-log");
  }

  /** The log's entries; each carries `data-step`, `data-kind`, `data-decision` and `data-state` (past | current | ahead). */
  entries(): Locator {
    return this.log().getByTestId("decision-log-entry");
  }

  /** Moves the playhead to the entry's step. */
  readonly jumpTo = (index: number) => this.entries().nth(index).getByTestId("decision-log-jump").click();
}
