import { expect, type Locator, type Page } from "@playwright/test";

/** A tab of the run's details beside the exhibit. */
export type DetailsTabId = "input" | "checks" | "board" | "state" | "agents" | "chart";

/**
 * The run's details in tabs (`details-tab-<id>`, panels `details-panel-<id>`): what the model saw,
 * checks, the guard board, topology state, per-agent figures, the chart. A short screen folds the
 * panel to its tab strip until a tab is chosen.
 */
export class DetailsPage {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId("details");
  }

  tab(id: DetailsTabId): Locator {
    return this.page.getByTestId(`details-tab-${id}`);
  }

  panel(id: DetailsTabId): Locator {
    return this.page.getByTestId(`details-panel-${id}`);
  }

  /** Every tab the run has, in order. */
  async tabs(): Promise<string[]> {
    return this.page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => (tab.getAttribute("data-testid") ?? "").replace(/^details-tab-/, "")));
  }

  /** Brings a tab's panel on screen (choosing the tab unless it shows already). */
  async show(id: DetailsTabId): Promise<void> {
    if (!(await this.panel(id).isVisible())) await this.tab(id).click();
    await expect(this.panel(id)).toBeVisible();
  }

  /** The failing-check count on the Checks tab. */
  checksBadge(): Locator {
    return this.page.getByTestId("details-checks-badge");
  }

  /** The one-line summary of the failing checks. */
  failingSummary(): Locator {
    return this.page.getByTestId("details-check-summary");
  }
}
