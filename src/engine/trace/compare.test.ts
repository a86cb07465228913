import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { keySettings } from "../scenarios/keySettings";
import { cachedRun } from "../testing/cachedRun";
import { compareFigures, headlineFigures } from "./compare";
import { contextAt } from "./metrics";

const runOnce = cachedRun();
const researchCode = findScenario("research-code")!;

describe("comparing two runs", () => {
  it("research-code's strip offers its five key settings, in the order the scenario lists them", async () => {
    const settings = keySettings(researchCode);
    expect(settings.map((k) => k.topology)).toEqual(["supervisor", "supervisor", "supervisor", "subagents", "swarm"]);
    const traces = await Promise.all(settings.map((knobs) => runOnce(researchCode, knobs)));
    // Each figure is the run's own final shared history, so the strip reads like seed 000's table.
    const messages = traces.map((trace) => headlineFigures(trace).messages);
    expect(messages).toEqual(traces.map((trace) => contextAt(trace).messages));
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("full_history against last_message without handoff messages gives B minus A and the share of A", async () => {
    const a = headlineFigures(await runOnce(researchCode, { outputMode: "full_history" }));
    const b = headlineFigures(await runOnce(researchCode, { outputMode: "last_message", addHandoffMessages: false }));
    const delta = compareFigures(a, b);
    expect(delta.messages).toEqual({ a: a.messages, b: b.messages, delta: b.messages - a.messages, percent: Math.round(((b.messages - a.messages) / a.messages) * 100) });
    expect(delta.messages.delta).toBeLessThan(0);
    expect(delta.chars.percent).toBeLessThan(0);
  });

  it("counts only the model calls made up to the step", async () => {
    const trace = await runOnce(researchCode);
    expect(headlineFigures(trace, 0).modelCalls).toBe(0);
    expect(headlineFigures(trace).modelCalls).toBe(trace.modelCalls.length);
  });

  it("leaves the percentage out when A is zero", () => {
    const zero = { messages: 0, chars: 0, modelCalls: 0, inputChars: 0 };
    expect(compareFigures(zero, { ...zero, messages: 3 }).messages).toEqual({ a: 0, b: 3, delta: 3 });
  });

  it("derives a strip from the topologies when a scenario lists no key settings", () => {
    const twoTurns = findScenario("two-turns")!;
    const settings = keySettings(twoTurns);
    expect(new Set(settings.map((k) => k.topology))).toEqual(new Set(twoTurns.topologies));
    expect(new Set(settings.map((k) => JSON.stringify(k))).size).toBe(settings.length);
  });
});
