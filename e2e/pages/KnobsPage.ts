import type { Locator, Page } from "@playwright/test";

/** The setup column: scenario picker, topology and the knobs generated from the schema. */
export class KnobsPage {
  constructor(readonly page: Page) {}

  knob(name: string): Locator {
    return this.page.getByTestId(`knob-${name}`);
  }

  scenarioSelect(): Locator {
    return this.page.getByTestId("scenario-select");
  }

  async chooseScenario(id: string): Promise<void> {
    await this.scenarioSelect().selectOption(id);
  }

  /** A knob's whole row: label, control and why it is disabled. */
  row(name: string): Locator {
    return this.page.locator(`[data-knob="${name}"]`);
  }

  /** Unfolds "other knobs" (those the topology does not use). */
  async openOtherKnobs(): Promise<void> {
    await this.page.getByTestId("knobs-other").locator("summary").click();
  }

  /** The topology ids the picker offers (option values), in order. */
  async topologyIds(): Promise<string[]> {
    return this.knob("topology").locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  }

  /** The picked topology's API status badge (`data-status`: current, legacy or hand-written). */
  topologyStatus(): Locator {
    return this.page.getByTestId("api-status");
  }

  /** The topology picker's option labels, in order. */
  async topologyOptions(): Promise<string[]> {
    return this.page.getByTestId("knob-topology").locator("option").allTextContents();
  }

  async chooseTopology(id: string): Promise<void> {
    await this.page.getByTestId("knob-topology").selectOption(id);
  }

  /** For every knob control on the page (the topology's too), how many fields its form holds: 0 when it has none. */
  async fieldsPerForm(): Promise<Record<string, number>> {
    return this.page.locator('[data-testid^="knob-"]:is(select, input)').evaluateAll((controls) =>
      Object.fromEntries(controls.map((control) => [control.getAttribute("data-testid"), (control as HTMLInputElement).form?.elements.length ?? 0])),
    );
  }

  /** Sets a knob through its control: a select, a switch or a number field. */
  async set(name: string, value: string | boolean | number): Promise<void> {
    const control = this.knob(name);
    if (typeof value === "boolean") await control.setChecked(value);
    else if ((await control.evaluate((el) => el.tagName)) === "SELECT") await control.selectOption(String(value));
    else await control.fill(String(value));
  }
}
