import { findScenario } from "../scenarios";
import type { TokenCounter } from "../trace/metrics";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { docsRuns, measuredCell, type MeasuredCell } from "./docsTable";

/** Counts a run's tokens: one counter for every run (Node's), or one made per trace (a worker's, counted elsewhere). */
export type CounterFor = (trace: Trace) => TokenCounter | Promise<TokenCounter>;

/**
 * Every cell of the docs table, each run on the real runtime and measured, one after another (the
 * CLI, the README table, tests, the page's docs worker).
 */
export async function measureDocsTable(counterFor: CounterFor): Promise<MeasuredCell[]> {
  const cells: MeasuredCell[] = [];
  for (const docsRun of docsRuns()) {
    const scenario = findScenario(docsRun.scenarioId);
    if (!scenario) throw new Error(`Unknown scenario "${docsRun.scenarioId}".`);
    const trace = await run(scenario, docsRun.knobs);
    cells.push(measuredCell(docsRun, trace, await counterFor(trace)));
  }
  return cells;
}
