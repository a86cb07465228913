import { describe, expect, it } from "vitest";
import { growthRuns, type GrowthFigures } from "../../engine/growth";
import { findScenario } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { knobsKey } from "../../store/baseline";
import { costOfUsage } from "../../engine/cost/cost";
import { priceOf } from "../../engine/cost/prices";
import { DEFAULT_COST } from "../../store/costSlice";
import { growthSeries, lineLabel, linePath, metricText } from "./growthView";

const scale = findScenario("scale")!;
const runs = growthRuns(scale, scenarioKnobs(scale), "turns");
const figures = (messages: number, outcome: GrowthFigures["outcome"] = "completed"): GrowthFigures => ({ messages, chars: 10 * messages, inputChars: 0, inputTokens: 0, contentTokens: 0, modelCalls: 0, usage: { supervisor: { calls: 1, input: 1_000_000, contentInput: 900_000, output: 0 } }, router: "supervisor", outcome });

describe("the growth chart's lines", () => {
  it("puts each line's points in x order, values only for runs that are in and completed", () => {
    const swarm = runs.filter((r) => r.line === "swarm");
    const points = { [knobsKey(swarm[0].knobs)]: figures(6), [knobsKey(swarm[2].knobs)]: figures(9, "error") };
    const line = growthSeries(runs, points, "chars", DEFAULT_COST).find((l) => l.id === "swarm")!;
    expect(line.points).toEqual([{ x: 1, value: 60 }, { x: 2 }, { x: 3, stopped: true }, { x: 4 }, { x: 5 }]);
  });

  it("prices a run's tokens with the user's models and prices, in micro-dollars", () => {
    const key = knobsKey(runs[0].knobs);
    const usd = costOfUsage(figures(1).usage, "supervisor", DEFAULT_COST).usd;
    const point = growthSeries(runs, { [key]: figures(1) }, "cost", DEFAULT_COST)[0].points[0];
    expect(point.value).toBe(Math.round(usd * 1_000_000));
    const edited = { ...DEFAULT_COST, prices: { [DEFAULT_COST.models.router]: { ...priceOf(DEFAULT_COST.models.router), input: 2 * priceOf(DEFAULT_COST.models.router).input } } };
    expect(growthSeries(runs, { [key]: figures(1) }, "cost", edited)[0].points[0].value).toBe(2 * point.value!);
    expect(metricText(point.value!, "cost")).toBe(`$${+usd.toPrecision(3)}`);
  });

  it("breaks the path where a point is missing instead of drawing a figure no run made", () => {
    const id = (v: number) => v;
    expect(linePath([{ x: 1, value: 2 }, { x: 2, value: 3 }, { x: 3 }, { x: 4, value: 5 }], id, id)).toBe("M1.0,2.0L2.0,3.0M4.0,5.0");
  });

  it("names a line by its topology and the knob values that set it apart", () => {
    expect(lineLabel("supervisor-full_history")).toBe("supervisor · full_history");
    expect(lineLabel("subagents")).toBe("subagents");
  });
});
