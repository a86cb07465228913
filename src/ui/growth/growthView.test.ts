import { describe, expect, it } from "vitest";
import { growthRuns, type GrowthFigures } from "../../engine/growth";
import { findScenario } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { knobsKey } from "../../store/baseline";
import { growthSeries, lineLabel, linePath } from "./growthView";

const scale = findScenario("scale")!;
const runs = growthRuns(scale, scenarioKnobs(scale), "turns");
const figures = (messages: number, outcome: GrowthFigures["outcome"] = "completed"): GrowthFigures => ({ messages, chars: 10 * messages, inputChars: 0, inputTokens: 0, modelCalls: 0, outcome });

describe("the growth chart's lines", () => {
  it("puts each line's points in x order, values only for runs that are in and completed", () => {
    const swarm = runs.filter((r) => r.line === "swarm");
    const points = { [knobsKey(swarm[0].knobs)]: figures(6), [knobsKey(swarm[2].knobs)]: figures(9, "error") };
    const line = growthSeries(runs, points, "chars").find((l) => l.id === "swarm")!;
    expect(line.points).toEqual([{ x: 1, value: 60 }, { x: 2 }, { x: 3, stopped: true }, { x: 4 }, { x: 5 }]);
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
