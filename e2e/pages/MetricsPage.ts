import type { Locator, Page } from "@playwright/test";
import { DetailsPage } from "./DetailsPage";

/** The headline figures as one DOM change left them: whether a diagram node was on screen, and each metric's text. */
export interface FiguresSeen {
  diagram: boolean;
  messages: string;
  calls: string;
  tokens: string;
  tokensPending: boolean;
}

declare global {
  interface Window {
    __figuresSeen?: FiguresSeen[];
  }
}

/** The metric cards (`metric-<name>`, plain integers) and the context chart's turn bands. */
export class MetricsPage {
  constructor(readonly page: Page) {}

  /** One metric card: `messages`, `chars`, `tokens` or `llm-calls`. */
  metric(name: "messages" | "chars" | "tokens" | "llm-calls"): Locator {
    return this.page.getByTestId(`metric-${name}`);
  }

  /**
   * From the next page load on, records the headline figures after every DOM change that alters them
   * (a MutationObserver runs before the browser paints the change), so a test can tell which figures
   * ever showed together on screen. Call before opening the page.
   */
  async watchFigures(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: FiguresSeen[] = (window.__figuresSeen = []);
      const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
      new MutationObserver(() => {
        const now: FiguresSeen = {
          diagram: document.querySelector('[data-testid^="flow-node-"]') !== null,
          messages: text("metric-messages"),
          calls: text("metric-llm-calls"),
          tokens: text("metric-tokens"),
          tokensPending: document.querySelector('[data-testid="metric-tokens-pending"]') !== null,
        };
        const last = seen.at(-1);
        if (!last || JSON.stringify(last) !== JSON.stringify(now)) seen.push(now);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  /** What {@link watchFigures} recorded so far, in order. */
  async figuresSeen(): Promise<FiguresSeen[]> {
    return this.page.evaluate(() => window.__figuresSeen ?? []);
  }

  /** One band per user turn in the context chart (its tab brought on screen). */
  async chartTurns(): Promise<Locator> {
    await new DetailsPage(this.page).show("chart");
    return this.page.getByTestId("chart-turn");
  }
}
