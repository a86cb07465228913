import { expect, type Locator, type Page } from "@playwright/test";

/** The player: play/pause, step, scrub, jump; `player-position` carries the playhead in `data-step`. */
export class PlayerPage {
  constructor(readonly page: Page) {}

  readonly play = () => this.page.getByTestId("player-play").click();
  readonly stepForward = () => this.page.getByTestId("player-step-forward").click();
  readonly stepBack = () => this.page.getByTestId("player-step-back").click();
  readonly jumpToStart = () => this.page.getByTestId("player-start").click();
  readonly jumpToEnd = () => this.page.getByTestId("player-end").click();

  /** "Fork from here" (disabled where there is no checkpoint to fork from). */
  forkButton(): Locator {
    return this.page.getByTestId("fork-from-step");
  }

  /**
   * Moves the playhead to `step` and waits until it is there, stopped. Scrubbing stops playback, but
   * a scrub to the step playback has just reached changes nothing (no input event), so playback would
   * go on past it: the scrub is made again until the playhead rests on `step`.
   */
  async scrubTo(step: number): Promise<void> {
    await expect(async () => {
      await this.page.getByTestId("player-scrub").fill(String(step));
      expect(await this.rest()).toEqual({ step, playing: false });
    }).toPass({ timeout: 30_000 });
  }

  /** The playhead and whether it plays, read in one go (playback may move between two reads). */
  private rest(): Promise<{ step: number; playing: boolean }> {
    return this.page.evaluate(() => ({
      step: Number(document.querySelector('[data-testid="player-position"]')?.getAttribute("data-step")),
      playing: document.querySelector('[data-testid="player-play"]')?.getAttribute("data-playing") === "true",
    }));
  }

  async step(): Promise<number> {
    return Number(await this.page.getByTestId("player-position").getAttribute("data-step"));
  }

  /** Waits until the playhead is on `step` (give `timeout` when playback has to get there). */
  async expectStep(step: number, options: { timeout?: number } = {}): Promise<void> {
    await expect(this.page.getByTestId("player-position")).toHaveAttribute("data-step", String(step), options);
  }

  async expectPlaying(playing: boolean): Promise<void> {
    await expect(this.page.getByTestId("player-play")).toHaveAttribute("data-playing", String(playing));
  }

  async setSpeed(speed: number): Promise<void> {
    await this.page.getByTestId("player-speed").selectOption(String(speed));
  }

  /** The one-line caption of the step at the playhead. */
  caption(): Locator {
    return this.page.getByTestId("player-caption");
  }

  /** Clicks an empty corner of the page, so no field has focus and keys go to the player. */
  async focusPage(): Promise<void> {
    await this.page.locator("body").click({ position: { x: 5, y: 5 } });
  }

  /** Presses a key on whatever has focus (`Home`, `End`, `ArrowLeft`, `ArrowRight`, `Space`). */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async stepCount(): Promise<number> {
    return Number(await this.page.getByTestId("player-scrub").getAttribute("max")) + 1;
  }

  /** A "next …" jump button: `handoff`, `turn`, `interrupt`, `call` or `evidence`. */
  jump(kind: "handoff" | "turn" | "interrupt" | "call" | "evidence"): Locator {
    return this.page.getByTestId(`player-next-${kind}`);
  }

  /** Picks whose model calls "next call of" goes to. */
  async chooseCallAgent(agent: string): Promise<void> {
    await this.page.getByTestId("player-call-agent").selectOption(agent);
  }

  /** The speeds the player offers, as option values. */
  async speeds(): Promise<number[]> {
    return this.page.getByTestId("player-speed").locator("option").evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
  }

  /** The step counter ("Step 3 / 15"): its box, and the height of one of its lines. */
  async counterBox(): Promise<{ height: number; lineHeight: number; right: number; playerRight: number }> {
    return this.page.getByTestId("player-position").evaluate((counter) => {
      const box = counter.getBoundingClientRect();
      const player = counter.closest('[data-testid="player"]')!.getBoundingClientRect();
      return { height: box.height, lineHeight: parseFloat(getComputedStyle(counter).lineHeight), right: box.right, playerRight: player.right };
    });
  }
}
