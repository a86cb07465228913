import { expect, type Locator, type Page } from "@playwright/test";

/** A headline figure of compare mode as the page shows it. */
export interface ComparedFigure {
  a: number;
  b: number;
  delta: number;
  /** The delta as printed, e.g. "−12 (−75%)". */
  text: string;
}

/** Compare mode: its toggle, the key-settings strip, the figures A -> B and both histories. */
export class ComparePage {
  constructor(readonly page: Page) {}

  toggle(): Locator {
    return this.page.getByTestId("compare-toggle");
  }

  panel(): Locator {
    return this.page.getByTestId("compare-panel");
  }

  /** Waits until B's run is on screen (its figures show). */
  async waitForB(): Promise<void> {
    // B is a run of its own in the engine worker, queued behind A's and the strip's on a fresh page.
    await expect(this.page.getByTestId("compare-figures")).toBeVisible({ timeout: 30_000 });
  }

  async figure(name: "messages" | "chars" | "modelCalls" | "inputChars"): Promise<ComparedFigure> {
    const cell = this.page.getByTestId(`compare-figure-${name}`);
    const read = async (attr: string) => Number(await cell.getAttribute(attr));
    return { a: await read("data-a"), b: await read("data-b"), delta: await read("data-delta"), text: (await cell.getByTestId("compare-delta").textContent()) ?? "" };
  }

  /** The strip's settings: the shared-message count each shows, and which is A and which B. */
  async strip(): Promise<{ messages: string; a: boolean; b: boolean }[]> {
    const buttons = this.page.getByTestId("compare-strip").locator("button");
    // Each setting's run arrives on its own: wait until none still shows "…".
    await expect(buttons.first()).toBeVisible();
    await expect(buttons.getByTestId("compare-setting-messages").filter({ hasText: "…" })).toHaveCount(0);
    return buttons.evaluateAll((els) =>
      els.map((el) => ({
        messages: el.querySelector('[data-testid="compare-setting-messages"]')?.textContent ?? "",
        a: el.getAttribute("data-a") === "true",
        b: el.getAttribute("data-b") === "true",
      })),
    );
  }

  /** Makes the strip's `index`-th setting B. */
  async pickB(index: number): Promise<void> {
    await this.page.getByTestId(`compare-setting-${index}`).click();
  }

  /** Rows of one side's history: shared messages, and on B the dashed rows of A's messages B leaves out. */
  rows(side: "a" | "b", kind: "message" | "ghost" = "message"): Locator {
    return this.page.getByTestId(`compare-history-${side}`).getByTestId(kind === "ghost" ? "compare-ghost" : "compare-message");
  }

  async swap(): Promise<void> {
    await this.page.getByTestId("compare-swap").click();
  }

  /** One side's diagram. */
  diagram(side: "a" | "b"): Locator {
    return this.page.getByTestId(`compare-diagram-${side}`);
  }

  /** Ids of the nodes one side's diagram draws. */
  async diagramNodeIds(side: "a" | "b"): Promise<string[]> {
    return this.diagram(side)
      .locator('[data-testid^="flow-node-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")!.slice("flow-node-".length)));
  }

  /** Waits until one side's diagram highlights exactly this node. */
  async expectActive(side: "a" | "b", id: string): Promise<void> {
    const active = this.diagram(side).locator('[data-testid^="flow-node-"][data-active="true"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute("data-testid", `flow-node-${id}`);
  }

  /** One side's column; `data-step` is the step that side shows (0-based). */
  side(side: "a" | "b"): Locator {
    return this.page.getByTestId(`compare-side-${side}`);
  }

  /** The step a side is shown at (0-based, like the player's `data-step`). */
  async step(side: "a" | "b"): Promise<number> {
    return Number(await this.side(side).getAttribute("data-step"));
  }
}
