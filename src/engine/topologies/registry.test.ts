import { describe, expect, it } from "vitest";
import { makeKnobs, type KnobName, type TopologyId } from "../knobs";
import { SCENARIOS } from "../scenarios";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import { sweepCombos } from "../sweep";
import { contextAt } from "../trace/metrics";
import { run } from "../trace/run";
import { TOPOLOGIES, TOPOLOGY_IDS } from ".";

/** The first built-in scenario (without a deliberate fault) that plays a topology. */
function scenarioFor(topology: TopologyId) {
  const scenario = SCENARIOS.find((s) => s.topologies.includes(topology) && !s.fault);
  if (!scenario) throw new Error(`No built-in scenario plays ${topology}.`);
  return scenario;
}

/** Knobs that drop messages from the shared history: every knob some descriptor's keep-everything row sets. */
const DROPPING_KNOBS = new Set(Object.values(TOPOLOGIES).flatMap((topology) => Object.keys(topology.keepEverything)));

describe("the topology registry", () => {
  it("registers each topology once, under its own id", () => {
    expect(new Set(TOPOLOGY_IDS).size).toBe(TOPOLOGY_IDS.length);
    expect(Object.keys(TOPOLOGIES)).toEqual(TOPOLOGY_IDS);
    for (const id of TOPOLOGY_IDS) expect(TOPOLOGIES[id].id).toBe(id);
  });

  it.each(TOPOLOGY_IDS)("%s records exactly the state keys its descriptor declares", async (id) => {
    const { state } = TOPOLOGIES[id];
    // An approval gate on the way (refund-9821) is approved, so the run goes through every node.
    const trace = await run(scenarioFor(id), scenarioKnobs(scenarioFor(id), { topology: id }), { decisions: [{ type: "approve" }] });
    expect(trace.outcome.status).toBe("completed");
    const recorded = new Set(trace.steps.flatMap((step) => Object.keys(step.extra ?? {})));
    expect([...recorded].sort()).toEqual([...state.keys].sort());
    const withAgent = trace.steps.filter((step) => step.activeAgent !== undefined);
    expect(withAgent.length > 0).toBe(state.activeAgent !== undefined);
  });

  it.each(TOPOLOGY_IDS)(
    "%s keeps, at its keep-everything knobs, as many messages as any setting of those knobs",
    async (id) => {
      const scenario = scenarioFor(id);
      const keep = TOPOLOGIES[id].keepEverything;
      // The knobs that drop messages (those some row sets) vary; the others (a model-input trim, a
      // different shape like routerAsTool) stay as the scenario opens. A row that leaves a dropping knob
      // out claims its default keeps everything.
      const opening = scenarioKnobs(scenario, { topology: id });
      const combos = sweepCombos(scenario, [id]).filter((combo) =>
        Object.entries(combo.swept).every(([name, value]) => DROPPING_KNOBS.has(name) || opening[name as KnobName] === value),
      );
      const counts = await Promise.all(combos.map(async (combo) => contextAt(await run(scenario, combo.knobs)).messages));
      const kept = await run(scenario, makeKnobs({ ...opening, ...keep }));
      expect(contextAt(kept).messages).toBe(Math.max(...counts));
    },
    60_000,
  );
});
