import { expect, type Page } from "@playwright/test";
import type { ProbeRow } from "../../src/probe/cases";

/** The engine probe page: the engine run in the browser without any UI (`src/probe/`). */
export class ProbePage {
  constructor(readonly page: Page) {}

  /** Opens the probe and returns the rows it computed in the browser. */
  async results(): Promise<ProbeRow[]> {
    await this.page.goto("/src/probe/index.html");
    const output = this.page.getByTestId("probe-result");
    // The probe runs five full graphs; give a slow shared machine room.
    await expect(output).toHaveAttribute("data-status", /done|failed/, { timeout: 60_000 });
    const text = (await output.textContent()) ?? "";
    expect(await output.getAttribute("data-status"), text).toBe("done");
    return JSON.parse(text) as ProbeRow[];
  }
}
