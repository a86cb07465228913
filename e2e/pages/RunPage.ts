import { expect, type Page } from "@playwright/test";

/** The run status in the header (`run-status` carries `data-status`) and its Stop button. */
export class RunPage {
  constructor(readonly page: Page) {}

  /**
   * Waits until the run for what the page shows now has finished and its trace is on screen
   * (`data-status="ready"`). A run that ends in a graph error is also ready: the error is part of its trace.
   * The first run of a page also loads the engine, so the wait is long; the largest runs (24 agents) wait longer.
   */
  async waitForTrace(timeout = 60_000): Promise<void> {
    await expect(this.page.getByTestId("run-status")).toHaveAttribute("data-status", "ready", { timeout });
  }

  /** The run status in the header; `data-built="false"` and "did not build" when the graph never compiled. */
  status() {
    return this.page.getByTestId("run-status");
  }

  /**
   * Presses Stop while a run is under way; the button shows only then, so this waits for it
   * (the first run of a page loads the engine first).
   */
  async stop(timeout = 15_000): Promise<void> {
    await this.page.getByTestId("run-stop").click({ timeout });
  }
}
