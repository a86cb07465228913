import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The axe rules whose outcome depends on colours: all that a dark theme can change. Names, roles,
 * structure and focus order are the same in both themes, so a dark page runs only these (in about
 * half the time of a full analysis) and the light page runs every rule.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/** axe-core on the page, and the keyboard: what a screen-reader or keyboard-only user meets. */
export class A11yPage {
  /** `rules`: the axe rules to run; all of them when absent. */
  constructor(
    readonly page: Page,
    private readonly rules?: readonly string[],
  ) {}

  /**
   * axe's violations on the whole page, one line each: rule, impact, and the first elements. axe
   * gathers only violations in full (its `resultTypes` option): the passes it would list element by
   * element are never read here, and skipping them takes about a quarter off each analysis. It runs
   * `axe.run` in the page (legacy mode) rather than `runPartial` here and `finishRun` in a second, blank
   * page that @axe-core/playwright opens, fills with axe and closes for every analysis: the app has no
   * frames, so the violations are the same (checked with an injected unnamed button, an image without
   * alt and faint text), and the a11y spec took 150 and 161 CPU-seconds instead of 187 and 197.
   */
  async violations(): Promise<string[]> {
    let axe = new AxeBuilder({ page: this.page }).options({ resultTypes: ["violations"] }).setLegacyMode();
    if (this.rules) axe = axe.withRules([...this.rules]);
    const result = await axe.analyze();
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  }

  /** The test id of the focused element, or of its nearest ancestor that has one. */
  async focusedTestId(): Promise<string | null> {
    return this.page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? null);
  }

  /** Whether focus is inside the element with this test id. */
  async focusIsInside(testId: string): Promise<boolean> {
    return this.page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), testId);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Presses Tab (or Shift+Tab, backwards) until the element with this test id has focus (at most `limit` times); fails otherwise. */
  async tabTo(testId: string, limit = 80, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await this.page.keyboard.press(key);
      if ((await this.page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null)) === testId) return;
    }
    throw new Error(`Tab never reached ${testId} in ${limit} presses`);
  }
}
