import { describe, expect, it } from "vitest";
import { LIMITS } from "../limits";
import { validateScenario } from "../../share/scenarioSchema";
import { encodeLink } from "../../share/linkCodec";
import { fetchRounds, manyCalls } from "../testing/costlyScenarios";
import { RunBudget, RunBudgetExceededError } from "./budget";
import { inputChars } from "./metrics";
import { run } from "./run";

describe("RunBudget", () => {
  it("lets work through up to the limit, then throws, aborts its signal and keeps refusing", () => {
    const budget = new RunBudget({ modelCalls: 2, toolResultChars: 10, traceChars: 100 });
    budget.charge("toolResultChars", 10);
    expect(budget.signal.aborted).toBe(false);
    expect(() => budget.charge("toolResultChars", 1)).toThrow(RunBudgetExceededError);
    expect(budget.signal.aborted).toBe(true);
    expect(budget.overrun).toEqual({ limit: "toolResultChars", max: 10, used: 11 });
    expect(() => budget.charge("modelCalls", 1)).toThrow(/10 characters of tool results/);
  });

  it("charges a running total by what it grew since the last charge", () => {
    const budget = new RunBudget({ modelCalls: 2, toolResultChars: 10, traceChars: 100 });
    budget.chargeTo("traceChars", 60);
    budget.chargeTo("traceChars", 100);
    expect(() => budget.chargeTo("traceChars", 101)).toThrow(RunBudgetExceededError);
    expect(budget.overrun).toEqual({ limit: "traceChars", max: 100, used: 101 });
  });
});

describe("a run over its work limits", () => {
  it("stops with an error naming the tool-result limit where the issue's small link would have cost 30 s", async () => {
    // Issue 15: 98 rounds of 10 tool calls returning 20,000 characters each, a valid scenario in a small link.
    const heavy = fetchRounds(98, LIMITS.scenario.longTextChars);
    expect(validateScenario(heavy).ok).toBe(true);
    const link = encodeLink({ v: 1, scenario: { custom: heavy }, knobs: {}, step: 0, view: {} });
    expect(link.ok && link.link.length).toBeLessThan(4_000);

    const trace = await run(heavy, { recursionLimit: 200 });
    expect(trace.outcome).toMatchObject({ status: "error", error: { name: "RunBudgetExceededError", budget: { limit: "toolResultChars", max: LIMITS.run.toolResultChars } } });
    expect(trace.steps.at(-1)).toMatchObject({ kind: "error", error: { budget: { limit: "toolResultChars" } } });
    // Stopped within one superstep of the limit: at most one more round of ten results was fetched.
    const results = Object.values(trace.messages).filter((m) => m.type === "tool" && m.content.length === LIMITS.scenario.longTextChars);
    expect(results.length).toBeLessThanOrEqual(LIMITS.run.toolResultChars / LIMITS.scenario.longTextChars + 10);
    expect(JSON.stringify(trace).length).toBeLessThan(2 * LIMITS.run.traceChars);
  });

  it("charges the trace once for a message every later call re-reads, so a long history is no reason to stop", async () => {
    // 45 rounds of ten 2,000-character results: within the tool limit, but every call re-reads the whole history.
    const trace = await run(fetchRounds(45, 2_000), { recursionLimit: 200 });
    expect(trace.outcome.status).toBe("completed");
    // The models read far more than the trace limit; the trace holds each message once.
    expect(inputChars(trace)).toBeGreaterThan(3 * LIMITS.run.traceChars);
    const held = new Set([...Object.values(trace.messages), ...trace.modelCalls.flatMap((call) => call.input)]);
    expect([...held].reduce((sum, message) => sum + message.content.length, 0)).toBeLessThan(LIMITS.run.traceChars / 4);
    // One object per message: the last call's history is the shared state's own messages.
    const last = trace.modelCalls.filter((call) => call.agent === "worker").at(-1)!;
    const result = last.input.find((message) => message.type === "tool")!;
    expect(result).toBe(trace.messages[result.id]);
  }, 60_000);

  it("stops when the distinct messages the trace holds grow past the trace limit", async () => {
    const limits = { ...LIMITS.run, traceChars: 50_000 };
    const trace = await run(fetchRounds(10, 2_000), { recursionLimit: 200 }, { limits });
    expect(trace.outcome).toMatchObject({ status: "error", error: { budget: { limit: "traceChars", max: 50_000 } } });
    // Stopped within one stream event of the limit: at most one more round of ten results.
    const results = Object.values(trace.messages).filter((m) => m.type === "tool");
    expect(results.length * 2_000).toBeLessThanOrEqual(50_000 + 10 * 2_000);
  });

  it("stops at the model-call limit", async () => {
    const scenario = manyCalls();
    expect(validateScenario(scenario).ok).toBe(true);
    const trace = await run(scenario, { recursionLimit: 200 });
    expect(trace.outcome).toMatchObject({ status: "error", error: { budget: { limit: "modelCalls", max: LIMITS.run.modelCalls, used: LIMITS.run.modelCalls + 1 } } });
    expect(trace.modelCalls).toHaveLength(LIMITS.run.modelCalls);
  }, 60_000);
});
