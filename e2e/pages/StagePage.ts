import { expect, type Locator, type Page } from "@playwright/test";
import { overlap, type Box } from "./LayoutPage";

/** Whether a box lies wholly inside the window. */
export function inViewport(box: Box, viewport: { width: number; height: number }): boolean {
  return box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
}

/**
 * The stage: the headline meter with the last knob change's shrink (`headline-delta`), the Play a
 * first open offers (`stage-play`), the header's and the panel headers' controls, and what lies in the window.
 */
export class StagePage {
  constructor(readonly page: Page) {}

  delta(): Locator {
    return this.page.getByTestId("headline-delta");
  }

  startPlay(): Locator {
    return this.page.getByTestId("stage-play");
  }

  /** The screen class the stage is laid out for (`workbench`, `presenter`, `embed`, `phone`). */
  async screen(): Promise<string | null> {
    return this.page.locator("main[data-screen]").first().getAttribute("data-screen");
  }

  /**
   * Pairs of controls that draw over each other, in the page header and in each panel's header: each
   * named by its test id, label or text. Hidden controls (zero size) are left out.
   */
  async overlappingControls(): Promise<string[]> {
    const groups = await this.page.evaluate(() => {
      const controls = "button, select, input, a, label, [role=group]";
      const named = (el: Element) => el.getAttribute("data-testid") ?? el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
      const boxes = (root: Element) =>
        [...root.querySelectorAll(controls)]
          // A control inside another listed control (a button in a group, an input in its label) is part of it.
          .filter((el) => !el.parentElement?.closest(controls))
          .map((el) => ({ name: named(el), box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 1 && box.height > 1)
          .map(({ name, box }) => ({ name, box: { x: box.x, y: box.y, width: box.width, height: box.height } }));
      // The page header, every panel's header, the history's header row and the details' tab strip.
      return [...document.querySelectorAll('header, [data-testid="history-panel"] > :first-child, [data-testid="details"] > :first-child')].map(boxes);
    });
    const found: string[] = [];
    for (const group of groups)
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++) if (overlap(group[i].box, group[j].box)) found.push(`${group[i].name} × ${group[j].name}`);
    return found;
  }

  /** Whether the element lies wholly in the window. */
  async wholeInView(locator: Locator): Promise<boolean> {
    const box = await locator.boundingBox();
    return Boolean(box && inViewport(box, this.page.viewportSize()!));
  }

  /** How many of these elements lie wholly in the window. */
  async countInView(locator: Locator): Promise<number> {
    const viewport = this.page.viewportSize()!;
    const boxes = await locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, width: b.width, height: b.height })));
    return boxes.filter((box) => box.width > 0 && inViewport(box, viewport)).length;
  }

  /** Waits until the first knob of the setup column is on screen without scrolling. */
  async expectFirstKnobInView(): Promise<void> {
    const first = this.page.locator('[data-testid="knobs-panel"] [data-testid^="knob-"]').first();
    await expect(first).toBeVisible();
    expect(await this.wholeInView(first), "first knob in the window").toBe(true);
  }
}
