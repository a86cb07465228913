import type { Locator, Page } from "@playwright/test";

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
}
