import { expect, type Locator, type Page } from "@playwright/test";

/**
 * An error-gallery scenario as it teaches: the graph a failed build meant (its note and the nodes
 * marked failing), the mistaken code beside the fix, "did not build" in place of figures, and the
 * fix as a compare (its B side's error, if any).
 */
export class GalleryPage {
  constructor(readonly page: Page) {}

  /** The note over the diagram that it shows the graph the build meant; `data-failing` lists the marked nodes. */
  meantNote(): Locator {
    return this.page.getByTestId("meant-graph-note");
  }

  /** Ids of the diagram nodes marked as where the build fails. */
  async failingNodes(): Promise<string[]> {
    return this.page.locator('[data-testid^="flow-node-"][data-failing="true"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")!.slice("flow-node-".length)));
  }

  /** One side of the card's code: `mistaken` or `fixed`. */
  code(side: "mistaken" | "fixed"): Locator {
    return this.page.getByTestId("gallery-card").getByTestId(`gallery-code-${side}`);
  }

  /** The lines of one side of the card's code marked as changed, once the card shows (its code follows the first paint). */
  async changedLines(side: "mistaken" | "fixed"): Promise<string[]> {
    await expect(this.code(side)).toBeVisible();
    return this.code(side).locator('[data-changed="true"]').allTextContents();
  }

  /** The metrics' "did not build" in place of figures. */
  notBuilt(): Locator {
    return this.page.getByTestId("metrics-not-built");
  }

  /** Clicks "Apply the fix", which opens the fix as a compare. */
  async applyFix(): Promise<void> {
    await this.page.getByTestId("gallery-apply-fix").click();
  }

  /** One compare side's runtime error, shown beside the other side's result. */
  compareError(side: "a" | "b"): Locator {
    return this.page.getByTestId(`compare-error-${side}`);
  }

  /** One compare side's code (the mistake or the fix). */
  compareCode(side: "a" | "b", which: "mistaken" | "fixed"): Locator {
    return this.page.getByTestId(`compare-side-${side}`).getByTestId(`gallery-code-${which}`);
  }

  /** The top-level path one compare side took, as shown (`a › b`). */
  async comparePath(side: "a" | "b"): Promise<string> {
    await expect(this.page.getByTestId(`compare-path-${side}`)).toBeAttached();
    return (await this.page.getByTestId(`compare-path-${side}`).textContent()) ?? "";
  }

  /** B's figure among the compare figures (the shared messages, say). */
  async compareFigureB(name: "messages" | "chars" | "modelCalls" | "inputChars"): Promise<number> {
    return Number(await this.page.getByTestId(`compare-figure-${name}`).getAttribute("data-b"));
  }

  /** "did not build" in A's place among the compare figures. */
  compareANotBuilt(): Locator {
    return this.page.getByTestId("compare-a-not-built");
  }
}
