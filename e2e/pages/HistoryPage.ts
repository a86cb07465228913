import type { Locator, Page } from "@playwright/test";
import { DetailsPage } from "./DetailsPage";

/** The shared-message history at the playhead. */
export class HistoryPage {
  constructor(readonly page: Page) {}

  messages(): Locator {
    return this.page.getByTestId("history-message");
  }

  /** Rows whose text contains `text`. */
  withText(text: string): Locator {
    return this.messages().filter({ hasText: text });
  }

  /** Rows of one message type (`human`, `ai`, `tool`, `system`), optionally of one agent. */
  ofType(type: string, agent?: string): Locator {
    return this.page.locator(`[data-testid="history-message"][data-type="${type}"]${agent ? `[data-agent="${agent}"]` : ""}`);
  }

  /** Rows the step at the playhead added. */
  added(): Locator {
    return this.page.locator('[data-testid="history-message"][data-added="true"]');
  }

  /** Tool calls in the shared history that no tool message answers. */
  unansweredCalls(): Locator {
    return this.page.getByTestId("history-panel").locator('ol [data-testid="history-message"] [data-testid="tool-call-unanswered"]');
  }

  /** Picks a model call in "What the model saw" by its `seq`. */
  async pickCall(seq: number): Promise<void> {
    await this.showModelInput();
    await this.page.getByTestId("model-call-select").selectOption(String(seq));
  }

  /** Brings "What the model saw" on screen: its tab beside the history. */
  async showModelInput(): Promise<void> {
    await new DetailsPage(this.page).show("input");
  }

  /** The messages the shown model call received. */
  modelInput(): Locator {
    return this.page.getByTestId("model-input-message");
  }

  /** Input rows the agent's previous call did not receive. */
  newSinceLast(): Locator {
    return this.page.locator('[data-testid="model-input-message"][data-new-since-last="true"]');
  }

  /** The "N new since this agent's call #k" line (or the first-call note). */
  newSummary(): Locator {
    return this.page.getByTestId("model-input-new");
  }

  /** The "N messages" heading of the shared history. */
  count(): Locator {
    return this.page.getByTestId("history-count");
  }

  /** How many rows the history list holds, whether or not they are rendered (it renders only those in view). */
  async rowsHeld(): Promise<number> {
    return Number(await this.page.getByTestId("history-list").getAttribute("data-rows"));
  }

  /** Folds or unfolds "What the model saw". */
  async toggleModelInput(): Promise<void> {
    await this.showModelInput();
    await this.page.getByTestId("model-input-toggle").click();
  }

  modelInputToggle(): Locator {
    return this.page.getByTestId("model-input-toggle");
  }

  /** Picks the call of the same agent to compare the shown call with (`undefined`: its previous call). */
  async compareWith(seq: number | undefined): Promise<void> {
    await this.showModelInput();
    await this.page.getByTestId("model-input-against").selectOption(seq === undefined ? "" : String(seq));
  }

  /** Rows the compared call received and the shown one no longer does. */
  droppedInput(): Locator {
    return this.page.getByTestId("model-input-dropped");
  }
}
