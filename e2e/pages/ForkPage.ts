import type { Locator, Page } from "@playwright/test";

/** Time travel: the "Fork from here" button, its form, and the banner comparing fork and original. */
export class ForkPage {
  constructor(readonly page: Page) {}

  /** Opens the form at the playhead's step, changes `agent`'s next reply and runs the fork. */
  async fork(agent: string, content: string, toolCalls = ""): Promise<void> {
    await this.page.getByTestId("fork-from-step").click();
    await this.page.getByTestId("fork-agent").selectOption(agent);
    await this.page.getByTestId("fork-content").fill(content);
    await this.page.getByTestId("fork-tool-calls").fill(toolCalls);
    await this.page.getByTestId("fork-run").click();
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
