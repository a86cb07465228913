import { expect, type Page } from "@playwright/test";
import type { ProbeRow } from "../../src/probe/cases";
import type { DeepAgentRow } from "../../src/probe/deepAgentCases";
import type { InterruptRow } from "../../src/probe/interruptCases";
import type { SubagentStreamRow } from "../../src/probe/subagentStreamCases";

/** The engine probe page: the engine run in the browser without any UI (`src/probe/`). */
export class ProbePage {
  constructor(readonly page: Page) {}

  /** Opens the probe and returns the rows it computed in the browser. */
  async results(): Promise<ProbeRow[]> {
    await this.page.goto("/src/probe/index.html");
    return this.rows<ProbeRow>("probe-result");
  }

  /** Opens the probe and returns its interrupt cases' rows (pauses, resumes, final messages). */
  async interruptResults(): Promise<InterruptRow[]> {
    await this.page.goto("/src/probe/index.html");
    return this.rows<InterruptRow>("probe-interrupts");
  }

  /** Opens the probe and returns its Deep Agents cases' rows (a task, shared files, an interruptOn approval). */
  async deepAgentResults(): Promise<DeepAgentRow[]> {
    await this.page.goto("/src/probe/index.html");
    return this.rows<DeepAgentRow>("probe-deep-agent");
  }

  /** Opens the probe and returns what `run.subagents` showed for each way a tool hands its worker the config. */
  async subagentStreamResults(): Promise<SubagentStreamRow[]> {
    await this.page.goto("/src/probe/index.html");
    return this.rows<SubagentStreamRow>("probe-subagent-streams");
  }

  private async rows<T>(testId: string): Promise<T[]> {
    const output = this.page.getByTestId(testId);
    // The probe runs a dozen full graphs; give a slow shared machine room.
    await expect(output).toHaveAttribute("data-status", /done|failed/, { timeout: 60_000 });
    const text = (await output.textContent()) ?? "";
    expect(await output.getAttribute("data-status"), text).toBe("done");
    return JSON.parse(text) as T[];
  }
}
