import { expect, type Locator, type Page } from "@playwright/test";

/** The lesson player in the scenario panel: its steps, caption, "predict then reveal" and where it points. */
export class LessonPage {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId("lesson-panel");
  }

  /** "step k / n" (or the step count before the lesson starts). */
  progress(): Locator {
    return this.page.getByTestId("lesson-progress");
  }

  caption(): Locator {
    return this.page.getByTestId("lesson-caption");
  }

  nextButton(): Locator {
    return this.page.getByTestId("lesson-next");
  }

  prevButton(): Locator {
    return this.page.getByTestId("lesson-prev");
  }

  /** Starts the lesson, or moves to its next step, and waits until the step's run is on screen. */
  async next(): Promise<void> {
    await this.nextButton().click();
    await this.waitForStep();
  }

  async prev(): Promise<void> {
    await this.prevButton().click();
    await this.waitForStep();
  }

  /**
   * Moves on one step at a time until the closing summary shows. Each click waits until the progress
   * line has moved on (and the step's run is on screen) before the next, so no click lands on a Finish
   * already pressed (the summary disables it); a click the column's reflow took from under the pointer
   * (a run arriving moves the button) is made again, but only while nothing has moved on.
   */
  async toSummary(): Promise<void> {
    while ((await this.summary().count()) === 0) {
      const before = (await this.progress().textContent()) ?? "";
      await expect(async () => {
        if ((await this.progress().textContent()) === before) await this.nextButton().click({ timeout: 5_000 });
        await expect(this.progress()).not.toHaveText(before, { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await this.waitForStep();
    }
  }

  /** Waits until no step waits for its run. */
  async waitForStep(): Promise<void> {
    await expect(this.page.getByTestId("lesson-waiting")).toHaveCount(0, { timeout: 60_000 });
  }

  /** Types a guess and reveals the answer; returns the answer line. */
  async predictAndReveal(guess: string): Promise<Locator> {
    await this.page.getByTestId("lesson-guess").fill(guess);
    await this.page.getByTestId("lesson-reveal").click();
    return this.answer();
  }

  answer(): Locator {
    return this.page.getByTestId("lesson-answer");
  }

  predict(): Locator {
    return this.page.getByTestId("lesson-predict");
  }

  /** The element the step points at (marked with `data-lesson-target`). */
  target(): Locator {
    return this.page.locator("[data-lesson-target]");
  }

  /** The learner's guess as the result shows it, after Reveal. */
  yourGuess(): Locator {
    return this.page.getByTestId("lesson-your-guess");
  }

  /** "right" or not, after Reveal (`data-right`). */
  verdict(): Locator {
    return this.page.getByTestId("lesson-verdict");
  }

  /** The closing summary: one row per predict step, and the score. */
  summary(): Locator {
    return this.page.getByTestId("lesson-summary");
  }

  summaryRows(): Locator {
    return this.page.getByTestId("lesson-summary-row");
  }

  score(): Locator {
    return this.page.getByTestId("lesson-score");
  }

  /** The page's figures that would give a message-count answer away: the tile, the history's count, the chart's label. */
  messageFigures(): Locator {
    return this.page.locator('[data-testid="metric-messages"], [data-testid="history-count"], [data-testid="chart-value"]');
  }

  /** Every figure a predict step hides. */
  masked(): Locator {
    return this.page.locator('[data-masked="true"]');
  }

  /** The texts that quote the run's figures: the scenario's summary and (when open) its narrative. */
  storyTexts(): Locator {
    return this.page.locator('[data-testid="scenario-summary"], [data-testid="scenario-narrative"]');
  }
}
