import { describe, expect, it } from "vitest";
import { researchCode } from "../../engine/scenarios/researchCode";
import { contextAt } from "../../engine/trace/metrics";
import { run } from "../../engine/trace/run";
import { contextSeries, makeScales, niceAxis, stepPath } from "./chartGeometry";

describe("contextSeries", () => {
  it("has one value per step, ending at the final context size", async () => {
    const trace = await run(researchCode, { topology: "supervisor", outputMode: "last_message" });
    const messages = contextSeries(trace, "messages");
    expect(messages).toHaveLength(trace.steps.length);
    expect(messages.at(-1)).toBe(12);
    expect(messages[0]).toBe(1);
    expect(contextSeries(trace, "chars").at(-1)).toBe(contextAt(trace).chars);
    // Each step's value is that step's context, as the metrics read it.
    expect(contextSeries(trace, "chars")).toEqual(trace.steps.map((_, step) => contextAt(trace, step).chars));
    expect(messages).toEqual(trace.steps.map((_, step) => contextAt(trace, step).messages));
    // The shared state only grows within a single turn.
    expect(messages.every((v, i) => i === 0 || v >= messages[i - 1])).toBe(true);
  });
});

describe("niceAxis", () => {
  it("tops the axis just above the data, in two to four round integer steps", () => {
    expect([0, 1, 3, 9, 12, 16, 480, 1001].map((v) => niceAxis(v).max)).toEqual([1, 1, 3, 10, 15, 20, 500, 1500]);
    expect(niceAxis(12).ticks).toEqual([0, 5, 10, 15]);
    expect(niceAxis(480).ticks).toEqual([0, 250, 500]);
  });

  it("always holds the value, starts at zero and ends at its top", () => {
    for (let value = 0; value <= 5000; value += 7) {
      const { max, ticks } = niceAxis(value);
      expect(max).toBeGreaterThanOrEqual(value);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});

describe("makeScales", () => {
  const box = { left: 10, top: 5, width: 100, height: 50 };
  const s = makeScales(box, 11, 20);

  it("puts the first and last step at the box edges and zero at the bottom", () => {
    expect(s.x(0)).toBe(10);
    expect(s.x(10)).toBe(110);
    expect(s.y(0)).toBe(55);
    expect(s.y(20)).toBe(5);
  });

  it("finds the nearest step for a click and clamps outside the plot", () => {
    expect(s.stepAt(10 + 34, 10)).toBe(3);
    expect(s.stepAt(10 + 36, 10)).toBe(4);
    expect(s.stepAt(-50, 10)).toBe(0);
    expect(s.stepAt(500, 10)).toBe(10);
    // A ghost run can be longer than the current one: clicks past its end land on the last real step.
    expect(s.stepAt(110, 7)).toBe(7);
  });

  it("does not divide by zero for a one-step trace", () => {
    expect(makeScales(box, 1, 1).x(0)).toBe(10);
  });
});

describe("stepPath", () => {
  it("draws a staircase that holds each value until the next step", () => {
    expect(stepPath([1, 3, 3], (i) => i * 10, (v) => v)).toBe("M0.0,1.0H10.0V3.0H20.0V3.0");
    expect(stepPath([], (i) => i, (v) => v)).toBe("");
  });
});
