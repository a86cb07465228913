import { beforeAll, describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { scaleScenario } from "../scenarios/scale";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import { contextAt, tokensAt, usageByAgent } from "./metrics";
import { callIndex, stepFigures, tokensPerStep } from "./perStep";
import { run } from "./run";
import type { Trace } from "./types";

const scale = scaleScenario({ workers: 6, toolCalls: 3, turns: 2 });
let traces: Trace[];
beforeAll(async () => {
  traces = await Promise.all([
    run(researchCode, { topology: "supervisor", outputMode: "full_history" }),
    run(researchCode, { topology: "swarm" }),
    run(scale, scenarioKnobs(scale, { topology: "supervisor-handrolled" })),
    run(scale, scenarioKnobs(scale, { topology: "subagents" })),
  ]);
  for (const trace of traces) expect(trace.outcome.status).toBe("completed");
}, 60_000);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("per-step figures of a run", () => {
  it("agree at every step with the metrics computed from scratch", () => {
    for (const trace of traces) {
      const figures = stepFigures(trace);
      const tokens = tokensPerStep(trace, words);
      trace.steps.forEach((_, step) => {
        const context = contextAt(trace, step);
        expect(figures.chars[step]).toBe(context.chars);
        expect(figures.composition[step]).toEqual(context.composition);
        expect(figures.usage[step]).toEqual(usageByAgent(trace, step));
        expect(tokens[step]).toBe(tokensAt(trace, words, step));
      });
    }
  });

  it("are computed once per trace, and a step that made no model call shares its predecessor's usage", () => {
    const [trace] = traces;
    expect(stepFigures(trace)).toBe(stepFigures(trace));
    expect(tokensPerStep(trace, words)).toBe(tokensPerStep(trace, words));
    const usage = stepFigures(trace).usage;
    const quiet = trace.steps.filter((s) => s.index > 0 && s.modelCalls.length === 0);
    expect(quiet.length).toBeGreaterThan(0);
    for (const step of quiet) expect(usage[step.index]).toBe(usage[step.index - 1]);
  });
});

describe("the call index of a run", () => {
  it("finds each call's predecessor of the same agent and the latest call at every step", () => {
    for (const trace of traces) {
      const index = callIndex(trace);
      for (const call of trace.modelCalls) {
        const earlier = trace.modelCalls.filter((c) => c.agent === call.agent && c.seq < call.seq);
        expect(index.previous.get(call.seq)).toBe(earlier.at(-1));
        expect(index.bySeq.get(call.seq)).toBe(call);
      }
      trace.steps.forEach((_, step) => {
        const before = trace.modelCalls.filter((c) => c.step <= step);
        expect(index.latestAt[step]?.seq).toBe(before.length ? Math.max(...before.map((c) => c.seq)) : undefined);
      });
    }
  });
});
