import { SCENARIOS } from "../engine/scenarios";
import { run } from "../engine/trace/run";
import { baselineKnobs } from "../store/baseline";
import { scenarioKnobs } from "../store/scenarioSlice";
import type { PreparedRun } from "./protocol";

/** The runs the page opens with: the first scenario at its knobs, and its baseline. */
export async function prepareOpeningRuns(): Promise<PreparedRun[]> {
  const scenario = SCENARIOS[0];
  const knobs = scenarioKnobs(scenario);
  const runs = [knobs, baselineKnobs(knobs)];
  const traces = await Promise.all(runs.map((k) => run(scenario, k)));
  return traces.map((trace) => ({ scenarioId: scenario.id, knobs: trace.knobs, trace }));
}

// Run as a script (by the Vite plugin): print the runs as JSON.
if (import.meta.url === `file://${process.argv[1]}`) {
  prepareOpeningRuns().then((runs) => process.stdout.write(JSON.stringify(runs)));
}
