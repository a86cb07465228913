import { describe, expect, it } from "vitest";
import { chatMessage, offeredDefinitions } from "./cost/tokenUsage";
import { chatInputTokens } from "./tokens/chatTokens";
import { GROWTH_AXES, GROWTH_LINES, growthFigures, growthRuns } from "./growth";
import { findScenario } from "./scenarios";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import { run } from "./trace/run";
import type { TraceMessage } from "./trace/types";

const scale = findScenario("scale")!;
/** A counter that makes tokens easy to check: one per character. */
const perChar = (text: string) => text.length;

describe("the growth chart's runs", () => {
  it("runs every line at every value of the axis, the other parameters as the knobs set them", () => {
    const knobs = scenarioKnobs(scale, { toolCalls: 5, turns: 2, outputMode: "full_history" });
    const runs = growthRuns(scale, knobs, "workers");
    expect(runs).toHaveLength(GROWTH_AXES.workers.length * GROWTH_LINES.length);
    for (const r of runs) {
      expect(r.knobs).toMatchObject({ toolCalls: 5, turns: 2, workers: r.x, recursionLimit: 200 });
      expect(r.knobs).toMatchObject(GROWTH_LINES.find((line) => line.id === r.line)!.knobs);
    }
    // A knob outside the scenario's parameters keeps the scenario's own value, not the panel's.
    expect(runs.find((r) => r.line === "subagents")!.knobs.outputMode).toBe("last_message");
  });
});

describe("growth points from real runs", () => {
  /** One line's figures along tool calls 0..3 (2 workers). */
  async function along(line: string) {
    const runs = growthRuns(scale, scenarioKnobs(scale, { workers: 2 }), "toolCalls").filter((r) => r.line === line && r.x <= 3);
    return Promise.all(runs.map(async (r) => growthFigures(await run(scale, r.knobs), perChar)));
  }
  const steps = (values: number[]) => values.slice(1).map((v, i) => v - values[i]);

  it("shared messages grow by 4 per tool call under full_history, and stay flat under last_message and subagents", async () => {
    const full = await along("supervisor-full_history");
    const last = await along("supervisor-last_message");
    const sub = await along("subagents");
    expect(steps(full.map((f) => f.messages))).toEqual([4, 4, 4]);
    expect(steps(last.map((f) => f.messages))).toEqual([0, 0, 0]);
    expect(steps(sub.map((f) => f.messages))).toEqual([0, 0, 0]);
    // Input tokens grow on every line (the workers' own calls read their tool results), fastest under full_history.
    for (const series of [full, last, sub]) for (const step of steps(series.map((f) => f.inputTokens))) expect(step).toBeGreaterThan(0);
    expect(full[3].inputTokens - full[0].inputTokens).toBeGreaterThan(last[3].inputTokens - last[0].inputTokens);
    expect(last[3].inputTokens - last[0].inputTokens).toBeGreaterThan(sub[3].inputTokens - sub[0].inputTokens);
    for (const f of [...full, ...last, ...sub]) expect(f.outcome).toBe("completed");
  }, 60_000);

  it("counts tokens over every model call's input, billed (as the cost) and as message texts alone, and keeps the stop reason of a run over budget", async () => {
    const knobs = scenarioKnobs(scale, { topology: "supervisor", workers: 1, toolCalls: 1 });
    const trace = await run(scale, knobs);
    const figures = growthFigures(trace, perChar);
    const contentOf = (m: TraceMessage) => m.content.length + (m.toolCalls ?? []).reduce((n, c) => n + c.name.length + JSON.stringify(c.args).length, 0);
    expect(figures.contentTokens).toBe(trace.modelCalls.reduce((sum, call) => sum + call.input.reduce((n, m) => n + contentOf(m), 0), 0));
    expect(figures.inputTokens).toBe(trace.modelCalls.reduce((sum, call) => sum + chatInputTokens(call.input.map(chatMessage), offeredDefinitions(trace, call), perChar), 0));
    expect(figures.inputTokens).toBeGreaterThan(figures.contentTokens);
    expect(figures.modelCalls).toBe(trace.modelCalls.length);
    const over = growthFigures({ ...trace, outcome: { status: "error", error: { name: "RunBudgetExceededError", message: "over" } } }, perChar);
    expect(over.error?.name).toBe("RunBudgetExceededError");
  }, 30_000);
});
