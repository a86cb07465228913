import { findScenario } from "../scenarios";
import type { TokenCounter } from "../trace/metrics";
import { run } from "../trace/run";
import { docsRuns, measuredCell, type DocsRun, type MeasuredCell } from "./docsTable";

/** Runs one cell of the docs table on the real runtime and measures it. */
export async function measureDocsRun(docsRun: DocsRun, count: TokenCounter): Promise<MeasuredCell> {
  const scenario = findScenario(docsRun.scenarioId);
  if (!scenario) throw new Error(`Unknown scenario "${docsRun.scenarioId}".`);
  return measuredCell(docsRun, await run(scenario, docsRun.knobs), count);
}

/** Every cell of the docs table, run one after another (Node: the CLI, the README table, tests). */
export async function measureDocsTable(count: TokenCounter): Promise<MeasuredCell[]> {
  const cells: MeasuredCell[] = [];
  for (const docsRun of docsRuns()) cells.push(await measureDocsRun(docsRun, count));
  return cells;
}
