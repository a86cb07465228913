import type { Scenario } from "./scenarios/types";
import type { SweepRow } from "./sweepPlan";

/**
 * The sweep of one built-in scenario at its defaults, run by the real engine at build time
 * (`build/prepareSweeps.ts`). Its rows follow from the swept scenario alone: the combinations come
 * from the scenario (`sweepCombos`), each row is `run(swept, combo.knobs)` and the o200k token counts
 * of that run. Prices are not in it: the cost column prices the rows' tokens at the user's setup.
 */
export interface PreparedSweep {
  scenarioId: string;
  /** The swept (played) scenario as JSON: the rows are served only for a scenario equal to it. */
  swept: string;
  /** The rows in the plan's order. */
  rows: SweepRow[];
}

/** The text a prepared sweep is keyed by: the whole swept scenario, so any edit or parameter change misses. */
export function sweepKey(swept: Scenario): string {
  return JSON.stringify(swept);
}

/** The prepared rows of this swept scenario, or undefined when it is not exactly the one prepared. */
export function preparedRowsFor(prepared: PreparedSweep | undefined, swept: Scenario): SweepRow[] | undefined {
  return prepared && prepared.scenarioId === swept.id && prepared.swept === sweepKey(swept) ? prepared.rows : undefined;
}
