import type { Locator, Page } from "@playwright/test";

/** The metric cards (`metric-<name>`, plain integers) and the context chart's turn bands. */
export class MetricsPage {
  constructor(readonly page: Page) {}

  /** One metric card: `messages`, `chars`, `tokens` or `llm-calls`. */
  metric(name: "messages" | "chars" | "tokens" | "llm-calls"): Locator {
    return this.page.getByTestId(`metric-${name}`);
  }

  /** One band per user turn in the context chart. */
  chartTurns(): Locator {
    return this.page.getByTestId("chart-turn");
  }
}
