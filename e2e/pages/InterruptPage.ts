import type { Locator, Page } from "@playwright/test";
import { expectAbsentOnceLoaded } from "./deferredCode";

/** The interrupt card: what the graph asks a human at the playhead, and the three answers. */
export class InterruptPage {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId("interrupt-panel");
  }

  /** No interrupt waits here: checked once the code that would show one is in (it follows the first paint). */
  async expectNoPanel(): Promise<void> {
    await expectAbsentOnceLoaded(this.panel());
  }

  /** The editable argument's field (e.g. `amount`). */
  arg(name: string): Locator {
    return this.page.getByTestId(`interrupt-arg-${name}`);
  }

  /** The node(s) the run waits before, as the card states them. */
  next(): Locator {
    return this.page.getByTestId("interrupt-next");
  }

  readonly approve = () => this.page.getByTestId("interrupt-approve").click();
  readonly reject = () => this.page.getByTestId("interrupt-reject").click();

  /** Changes editable arguments, then approves with them (`interrupt-edit`). */
  async edit(args: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(args)) await this.arg(name).fill(value);
    await this.page.getByTestId("interrupt-edit").click();
  }
}
