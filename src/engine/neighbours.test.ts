import { describe, expect, it } from "vitest";
import { makeKnobs } from "./knobs";
import { oneKnobNeighbours } from "./neighbours";
import { findScenario } from "./scenarios";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import { sweptKnobs } from "./sweepPlan";

describe("one-knob neighbours", () => {
  const scenario = findScenario("research-code")!;
  const knobs = scenarioKnobs(scenario);
  const neighbours = oneKnobNeighbours(scenario, knobs);
  const changed = (next: typeof knobs) => Object.keys(next).filter((name) => JSON.stringify(next[name as keyof typeof knobs]) !== JSON.stringify(knobs[name as keyof typeof knobs]));

  it("differ from the setting in exactly one knob each, and repeat neither it nor each other", () => {
    expect(neighbours.length).toBeGreaterThan(0);
    for (const next of neighbours) expect(changed(next)).toHaveLength(1);
    expect(new Set(neighbours.map((next) => JSON.stringify(next))).size).toBe(neighbours.length);
  });

  it("are every other topology of the scenario and every other value of each swept knob, as the panel sets them", () => {
    const topologies = neighbours.filter((next) => next.topology !== knobs.topology).map((next) => next.topology);
    expect(topologies).toEqual(scenario.topologies.filter((topology) => topology !== knobs.topology));
    for (const name of sweptKnobs(knobs.topology)) expect(neighbours.some((next) => changed(next)[0] === name)).toBe(true);
    expect(neighbours).toContainEqual(makeKnobs({ ...knobs, outputMode: knobs.outputMode === "full_history" ? "last_message" : "full_history" }));
  });
});
