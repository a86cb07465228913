import { sweepCombos, sweepRow, sweepRunOptions, type SweepRow } from "./sweepPlan";
import { sweepKey, type PreparedSweep } from "./preparedSweep";
import { playedScenario } from "./scenarios/generated";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import type { Scenario } from "./scenarios/types";
import type { TokenCounter } from "./trace/metrics";
import type { TopologyId } from "./knobs";
import { run } from "./trace/run";

// The plan (combinations, rows) lives in sweepPlan.ts, which loads no runtime, so the page can plan a
// sweep and hand its combinations to a pool of engine workers without loading LangGraph; the CLI's
// table is in sweepTable.ts. Edit rows and combinations there; only running them is here.
export * from "./sweepPlan";
export * from "./sweepTable";

/**
 * Runs every combination of {@link sweepCombos} on the real runtime, one after another. With a
 * tokenizer, rows also carry the input tokens summed over all model calls. Pauses are answered with
 * the sweep's decision (`SWEEP_DECISION`).
 */
export async function sweep(scenario: Scenario, topologies?: readonly TopologyId[], count?: TokenCounter): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  for (const combo of sweepCombos(scenario, topologies)) {
    rows.push(sweepRow(combo, await run(scenario, combo.knobs, sweepRunOptions()), playedScenario(scenario, combo.knobs).userTurns.length > 1, count));
  }
  return rows;
}

/**
 * A built-in scenario's sweep at its defaults, for the page to show without running it: the
 * scenario as it plays at its own knobs, swept with token counts (the cost is priced on the page).
 */
export async function prepareSweep(scenario: Scenario, count: TokenCounter): Promise<PreparedSweep> {
  const swept = playedScenario(scenario, scenarioKnobs(scenario));
  return { scenarioId: scenario.id, swept: sweepKey(swept), rows: await sweep(swept, undefined, count) };
}
