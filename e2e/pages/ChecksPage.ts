import { expect, type Locator, type Page } from "@playwright/test";
import type { CheckStatus } from "../../src/engine/checks";
import { DetailsPage } from "./DetailsPage";

/**
 * The Checks panel: one `check-<id>` row per check of the table, with `data-status`. A run where no check
 * fails folds the rows (still in the page, hidden) under the `checks-toggle` summary line.
 */
export class ChecksPage {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId("checks-panel");
  }

  toggle(): Locator {
    return this.panel().getByTestId("checks-toggle");
  }

  /** Opens the rows if they are folded (a passing run folds them); leaves them open otherwise. */
  async openChecks(): Promise<void> {
    await new DetailsPage(this.page).show("checks");
    await expect(this.toggle()).toBeVisible();
    if ((await this.toggle().getAttribute("aria-expanded")) === "false") await this.toggle().click();
    await this.expectOpen(true);
  }

  /** The summary line says whether the rows show, and they do or do not (on the Checks tab, brought on screen to look). */
  async expectOpen(open: boolean): Promise<void> {
    await new DetailsPage(this.page).show("checks");
    await expect(this.toggle()).toHaveAttribute("aria-expanded", String(open));
    const firstRow = this.panel().locator("[data-status]").first();
    await (open ? expect(firstRow).toBeVisible() : expect(firstRow).toBeHidden());
  }

  /** The line saying no check ran (a graph that never built), in place of the rows. */
  notRun(): Locator {
    return this.panel().getByTestId("checks-not-run");
  }

  /** The counts beside the title ("2 failed", "5 passed", or "not run"). */
  summary(): Locator {
    return this.panel().getByTestId("checks-summary");
  }

  check(id: string): Locator {
    return this.panel().getByTestId(`check-${id}`);
  }

  /** The ids of the checks listed, in panel order. */
  async ids(): Promise<string[]> {
    // Only a tab once on screen renders; the panel's code comes after the first paint, its rows with it.
    await new DetailsPage(this.page).show("checks");
    await this.panel().waitFor({ state: "attached" });
    const testIds = await this.panel().locator('[data-testid^="check-"][data-status]').evaluateAll((rows) => rows.map((row) => row.getAttribute("data-testid") ?? ""));
    return testIds.map((testId) => testId.replace(/^check-/, ""));
  }

  async expectStatus(id: string, status: CheckStatus): Promise<void> {
    await new DetailsPage(this.page).show("checks");
    await expect(this.check(id)).toHaveAttribute("data-status", status);
  }

  /** Clicks a check: its reason opens and the playhead moves to its first evidence step. */
  async show(id: string): Promise<void> {
    await this.openChecks();
    await this.check(id).getByTestId("check-show").click();
  }

  /** The check's full reason, once it is opened. */
  reason(id: string): Locator {
    return this.check(id).getByTestId("check-reason");
  }

  /** The buttons of a check's evidence steps (their text is the step number the player shows). */
  evidence(id: string): Locator {
    return this.check(id).getByTestId("check-evidence");
  }
}
