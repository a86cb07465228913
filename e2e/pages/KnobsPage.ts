import { expect, type Locator, type Page } from "@playwright/test";

/** The setup column: scenario picker, topology and the knobs generated from the schema. */
export class KnobsPage {
  constructor(readonly page: Page) {}

  knob(name: string): Locator {
    return this.page.getByTestId(`knob-${name}`);
  }

  async chooseScenario(id: string): Promise<void> {
    await this.page.getByTestId("scenario-select").selectOption(id);
  }

  async chooseTopology(id: string): Promise<void> {
    await this.page.getByTestId("knob-topology").selectOption(id);
  }

  /** Sets a knob through its control: a select, a switch or a number field. */
  async set(name: string, value: string | boolean | number): Promise<void> {
    const control = this.knob(name);
    if (typeof value === "boolean") await control.setChecked(value);
    else if ((await control.evaluate((el) => el.tagName)) === "SELECT") await control.selectOption(String(value));
    else await control.fill(String(value));
  }

  /** Waits until the run for the current knobs is on screen (the first run also loads the engine). */
  async waitForRun(): Promise<void> {
    await expect(this.page.getByTestId("run-status")).not.toHaveAttribute("data-status", "running", { timeout: 60_000 });
  }
}
