import { expect, type Page } from "@playwright/test";

/** The player: play/pause, step, scrub, jump; `player-position` carries the playhead in `data-step`. */
export class PlayerPage {
  constructor(readonly page: Page) {}

  readonly play = () => this.page.getByTestId("player-play").click();
  readonly stepForward = () => this.page.getByTestId("player-step-forward").click();
  readonly stepBack = () => this.page.getByTestId("player-step-back").click();
  readonly jumpToStart = () => this.page.getByTestId("player-start").click();
  readonly jumpToEnd = () => this.page.getByTestId("player-end").click();

  async scrubTo(step: number): Promise<void> {
    await this.page.getByTestId("player-scrub").fill(String(step));
  }

  async step(): Promise<number> {
    return Number(await this.page.getByTestId("player-position").getAttribute("data-step"));
  }

  async expectStep(step: number): Promise<void> {
    await expect(this.page.getByTestId("player-position")).toHaveAttribute("data-step", String(step));
  }

  async stepCount(): Promise<number> {
    return Number(await this.page.getByTestId("player-scrub").getAttribute("max")) + 1;
  }
}
