import { expect, type Locator, type Page } from "@playwright/test";
import { localize, type Locale } from "../../src/engine/localizedText";
import type { ScenarioText } from "../../src/engine/scenarios/types";
import { expectAbsentOnceLoaded } from "./deferredCode";

/** A scenario text as the page shows it in a language: backtick code spans lose their backticks. */
export function shownProse(text: ScenarioText, locale: Locale = "en"): string {
  return localize(text, locale).replaceAll("`", "");
}

/** The scenario panel (summary, narrative, error-gallery card) and the run's error notice. */
export class ScenarioPage {
  constructor(readonly page: Page) {}

  narrative(): Locator {
    return this.page.getByTestId("scenario-narrative");
  }

  /** Waits until every paragraph of the narrative is on screen (unfolding what follows the first). */
  async expectNarrative(paragraphs: readonly ScenarioText[], locale: Locale = "en"): Promise<void> {
    const more = this.page.getByTestId("scenario-narrative-toggle");
    if (paragraphs.length > 1 && (await more.getAttribute("aria-expanded")) === "false") await more.click();
    const shown = this.narrative().locator("p");
    await expect(shown).toHaveCount(paragraphs.length);
    for (const [i, paragraph] of paragraphs.entries()) await expect(shown.nth(i)).toHaveText(shownProse(paragraph, locale));
  }

  /** Waits until the error-gallery card shows why the error happens and the fix. */
  async expectGallery(why: ScenarioText, fix: ScenarioText, locale: Locale = "en"): Promise<void> {
    await expect(this.galleryCard()).toContainText(shownProse(why, locale));
    await expect(this.galleryCard()).toContainText(shownProse(fix, locale));
  }

  galleryCard(): Locator {
    return this.page.getByTestId("gallery-card");
  }

  applyFixButton(): Locator {
    return this.page.getByTestId("gallery-apply-fix");
  }

  async applyFix(): Promise<void> {
    await this.applyFixButton().click();
  }

  /** The card's note that the fix is in place. */
  fixApplied(): Locator {
    return this.page.getByTestId("gallery-fix-applied");
  }

  runError(): Locator {
    return this.page.getByTestId("run-error");
  }

  /** The run shows no error: checked once the code that would show one is in (it follows the first paint). */
  async expectNoRunError(): Promise<void> {
    await expectAbsentOnceLoaded(this.runError());
  }

  runErrorMessage(): Locator {
    return this.page.getByTestId("run-error-message");
  }

  /** The playground's own explanation under the runtime's error (e.g. why a recursion limit was hit). */
  runErrorExplanation(): Locator {
    return this.page.getByTestId("run-error-explanation");
  }
}
