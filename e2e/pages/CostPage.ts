import { expect, type Locator, type Page } from "@playwright/test";
import { DetailsPage } from "./DetailsPage";

/** The cost figure in the meter and its dialog of prices and models. */
export class CostPage {
  constructor(readonly page: Page) {}

  /** The run's cost so far, in dollars, once its tokens are counted. */
  async metricUsd(): Promise<number> {
    await new DetailsPage(this.page).show("agents");
    const metric = this.page.getByTestId("metric-cost");
    await expect(metric).toHaveAttribute("data-usd", /\d/, { timeout: 30_000 });
    return Number(await metric.getAttribute("data-usd"));
  }

  metric(): Locator {
    return this.page.getByTestId("metric-cost");
  }

  async open(): Promise<void> {
    await new DetailsPage(this.page).show("agents");
    await this.page.getByTestId("cost-open").click();
    await expect(this.dialog()).toBeVisible();
  }

  dialog(): Locator {
    return this.page.getByTestId("cost-dialog");
  }

  async close(): Promise<void> {
    await this.page.getByTestId("cost-close").click();
    await expect(this.dialog()).toHaveCount(0);
  }

  /** One price input: a model's dollars per million input or output tokens. */
  price(model: string, side: "input" | "output"): Locator {
    return this.page.getByTestId(`cost-price-${model}-${side}`);
  }

  async setPrice(model: string, side: "input" | "output", text: string): Promise<void> {
    await this.price(model, side).fill(text);
  }

  async resetPrice(model: string): Promise<void> {
    await this.page.getByTestId(`cost-price-reset-${model}`).click();
  }

  /** Puts one agent on a model (`""`: back on its role's). */
  async setAgentModel(agent: string, model: string): Promise<void> {
    await this.page.getByTestId(`cost-model-agent-${agent}`).selectOption(model);
  }

  /** The dialog's rows: agent, model and cost in dollars. */
  async agents(): Promise<{ agent: string; model: string; usd: number }[]> {
    return this.page.getByTestId("cost-agent-row").evaluateAll((rows) =>
      rows.map((row) => ({ agent: row.getAttribute("data-agent") ?? "", model: row.getAttribute("data-model") ?? "", usd: Number(row.getAttribute("data-usd")) })),
    );
  }

  /** The compare view's cost figures, A and B, in dollars. */
  async compared(): Promise<{ a: number; b: number }> {
    const cell = this.page.getByTestId("compare-figure-cost");
    await expect(cell).toHaveAttribute("data-b", /\d/, { timeout: 30_000 });
    return { a: Number(await cell.getAttribute("data-a")), b: Number(await cell.getAttribute("data-b")) };
  }
}
