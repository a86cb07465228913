import { expect, type Locator, type Page } from "@playwright/test";

/** The growth chart drawer: one line per setting against a scale parameter, each point a run. */
export class GrowthPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByTestId("growth-toggle").click();
    await expect(this.chart()).toBeVisible();
  }

  chart(): Locator {
    return this.page.getByTestId("growth-chart");
  }

  async pickAxis(axis: "workers" | "toolCalls" | "turns"): Promise<void> {
    await this.page.getByTestId(`growth-axis-${axis}`).click();
  }

  async pickMetric(metric: "messages" | "chars" | "inputTokens"): Promise<void> {
    await this.page.getByTestId(`growth-metric-${metric}`).click();
  }

  /** Waits until every point of the chart is in (`data-status="ready"`). */
  async waitUntilReady(options: { timeout?: number } = {}): Promise<void> {
    await expect(this.chart()).toHaveAttribute("data-status", "ready", options);
  }

  /** Runs this page asked the engine for (points made at build time are not among them). */
  async ran(): Promise<number> {
    return Number(await this.chart().getAttribute("data-ran"));
  }

  /** Points drawn per line id. */
  async pointsPerLine(): Promise<Record<string, number>> {
    const lines = await this.chart().getByTestId("growth-line").evaluateAll((nodes) => nodes.map((n) => [n.getAttribute("data-line") ?? "", Number(n.getAttribute("data-points"))] as const));
    return Object.fromEntries(lines);
  }

  /** The value one line's point shows at `x`. */
  async value(line: string, x: number): Promise<number> {
    return Number(await this.chart().locator(`[data-line="${line}"] [data-testid="growth-point"][data-x="${x}"]`).getAttribute("data-value"));
  }
}
