import { SCENARIOS } from "../../../engine/scenarios";
import { scaleScenario } from "../../../engine/scenarios/scale";
import { scenarioKnobs } from "../../../engine/scenarios/scenarioKnobs";
import { run } from "../../../engine/trace/run";
import type { Trace } from "../../../engine/trace/types";

/** The scale topologies and sizes every layout is measured on. */
export const SCALE_CASES = (["supervisor", "swarm", "hierarchical"] as const).flatMap((topology) => [6, 12, 24].map((workers) => ({ topology, workers })));

/**
 * A run of each distinct graph the layout meets: every built-in scenario's topologies (under
 * the first `scenario|topology` that compiles it) and the scale scenario at 6, 12 and 24 workers
 * (`scale-<n>|<topology>`).
 */
export async function layoutRuns(): Promise<Map<string, Trace>> {
  const runs = new Map<string, Trace>();
  const seen = new Set<string>();
  const add = (name: string, trace: Trace) => {
    const key = JSON.stringify(trace.graph);
    if (trace.graph.nodes.length === 0 || seen.has(key)) return;
    seen.add(key);
    runs.set(name, trace);
  };
  for (const scenario of SCENARIOS) {
    for (const topology of scenario.topologies) add(`${scenario.id}|${topology}`, await run(scenario, scenarioKnobs(scenario, { topology })));
  }
  for (const { topology, workers } of SCALE_CASES) {
    // The graph's shape depends on the workers only; one tool call and one turn keep the run short.
    const scenario = scaleScenario({ workers, toolCalls: 1, turns: 1 });
    add(`scale-${workers}|${topology}`, await run(scenario, scenarioKnobs(scenario, { topology })));
  }
  return runs;
}
