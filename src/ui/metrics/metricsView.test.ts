import { beforeAll, describe, expect, it } from "vitest";
import { researchCode } from "../../engine/scenarios/researchCode";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import { compositionSegments, metricsView, shrinkView } from "./metricsView";

let last: Trace;
let full: Trace;
beforeAll(async () => {
  [full, last] = await Promise.all([
    run(researchCode, { topology: "supervisor", outputMode: "full_history" }),
    run(researchCode, { topology: "supervisor", outputMode: "last_message" }),
  ]);
});

describe("compositionSegments", () => {
  it("lists every type in a fixed order with shares that add up to 100", () => {
    const segments = compositionSegments({ human: 1, ai: 6, tool: 4, system: 1 });
    expect(segments.map((s) => s.type)).toEqual(["human", "ai", "tool", "system"]);
    expect(segments.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100);
    expect(segments[1].percent).toBeCloseTo(50);
  });

  it("gives all-zero shares for an empty context instead of dividing by zero", () => {
    expect(compositionSegments({ human: 0, ai: 0, tool: 0, system: 0 }).map((s) => s.percent)).toEqual([0, 0, 0, 0]);
  });
});

describe("metricsView", () => {
  it("matches the seed figures at the end of the supervisor runs: 16 (1/9/6) and 12 (1/7/4)", () => {
    const f = metricsView(full, full.steps.length - 1);
    expect(f.messages).toBe(16);
    expect(f.segments.map((s) => s.count)).toEqual([1, 9, 6, 0]);
    const l = metricsView(last, last.steps.length - 1);
    expect(l.messages).toBe(12);
    expect(l.segments.map((s) => s.count)).toEqual([1, 7, 4, 0]);
    expect(l.chars).toBeLessThan(f.chars);
  });

  it("counts model calls of every agent only up to the playhead", () => {
    const firstCallStep = full.modelCalls[0].step;
    expect(metricsView(full, firstCallStep - 1).llmCalls).toBe(0);
    expect(metricsView(full, firstCallStep).llmCalls).toBe(1);
    const end = metricsView(full, full.steps.length - 1);
    expect(end.llmCalls).toBe(full.modelCalls.length);
    expect(end.agents.map((a) => a.agent)).toEqual(["supervisor", "researcher", "coder"]);
    expect(end.agents.map((a) => a.calls)).toEqual([3, 2, 2]);
  });

  it("bills more input to the supervisor under full_history than under last_message", () => {
    const supervisor = (t: Trace) => metricsView(t, t.steps.length - 1).agents.find((a) => a.agent === "supervisor")!;
    expect(supervisor(full).inputChars).toBeGreaterThan(supervisor(last).inputChars);
    expect(supervisor(full).inputMessages).toBeGreaterThan(supervisor(last).inputMessages);
  });

  it("leaves tokens undefined without a tokenizer and sums them with one", () => {
    const step = full.steps.length - 1;
    expect(metricsView(full, step).tokens).toBeUndefined();
    // A stand-in tokenizer (one token per character) makes the sum checkable.
    expect(metricsView(full, step, (text) => text.length).tokens).toBe(metricsView(full, step).chars);
  });
});

describe("shrinkView", () => {
  it("reads the knob change from full_history to last_message as the seed's 16 → 12 · −4 · −25%", () => {
    const shrink = shrinkView(full, last)!;
    expect(shrink).toMatchObject({ a: full.steps.at(-1)!.state.length, b: last.steps.at(-1)!.state.length });
    expect(shrink.text).toBe("16 → 12 · \u22124 · \u221225%");
  });

  it("reads the change back as growth, and shows nothing without a previous run", () => {
    expect(shrinkView(last, full)!.text).toBe("12 → 16 · +4 · +33%");
    expect(shrinkView(undefined, full)).toBeUndefined();
  });
});
