import { expect, type Locator, type Page } from "@playwright/test";

/** Time travel: the "Fork from here" button, its form (fields, or raw JSON), and the banner comparing fork and original. */
export class ForkPage {
  constructor(readonly page: Page) {}

  /** Opens the form at the playhead's step, makes `agent`'s next reply this text and no tool call, and runs the fork. */
  async fork(agent: string, content: string): Promise<void> {
    await this.open(agent);
    await this.content().fill(content);
    const remove = this.page.getByTestId("fork-call-0-remove");
    while (await remove.count()) await remove.click();
    await this.run();
  }

  /** Opens the form at the playhead's step with `agent`'s next reply in its fields. */
  async open(agent: string): Promise<void> {
    await this.page.getByTestId("fork-from-step").click();
    await this.page.getByTestId("fork-agent").selectOption(agent);
  }

  form(): Locator {
    return this.page.getByTestId("fork-form");
  }

  /** The reply's text field. */
  content(): Locator {
    return this.page.getByTestId("fork-content");
  }

  /** Tool call `call`'s name field. */
  callName(call: number): Locator {
    return this.page.getByTestId(`fork-call-${call}-name`);
  }

  /** The name and the value field of argument `arg` of tool call `call`. */
  argKey(call: number, arg: number): Locator {
    return this.page.getByTestId(`fork-call-${call}-arg-${arg}-key`);
  }

  argValue(call: number, arg: number): Locator {
    return this.page.getByTestId(`fork-call-${call}-arg-${arg}-value`);
  }

  /** Switches the form to its fields or its raw JSON tab. */
  readonly showAs = (mode: "fields" | "json") => this.page.getByTestId(`fork-tab-${mode}`).click();

  json(): Locator {
    return this.page.getByTestId("fork-json");
  }

  /** What stops the reply (a missing name, JSON that is no reply), when something does. */
  problem(): Locator {
    return this.page.getByTestId("fork-problem");
  }

  runButton(): Locator {
    return this.page.getByTestId("fork-run");
  }

  /**
   * Runs the fork and waits until its trace is the one shown (the banner comes with it): the run
   * status can still read "ready" from the run before while the fork's request is on its way.
   */
  async run(): Promise<void> {
    await this.runButton().click();
    await expect(this.banner()).toBeVisible({ timeout: 60_000 });
  }

  banner(): Locator {
    return this.page.getByTestId("fork-banner");
  }

  /** The original run's row and the fork's row of the banner (path after the step, messages at the end). */
  original(): Locator {
    return this.page.getByTestId("fork-original");
  }

  result(): Locator {
    return this.page.getByTestId("fork-result");
  }

  readonly clear = () => this.page.getByTestId("fork-clear").click();
}
