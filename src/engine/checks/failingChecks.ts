import { CHECKS } from "./index";
import type { CheckStatus } from "./verdict";

/**
 * Ids of the checks that fail in at least one row, in table order: the sweep tables (CLI and app) add
 * a column for each. Kept apart from `sweep.ts` so the page can read it without loading the engine's run;
 * it takes any rows with check statuses, so it needs nothing of the sweep's.
 */
export function failingChecks(rows: readonly { checks: Readonly<Record<string, CheckStatus>> }[]): string[] {
  return CHECKS.map((check) => check.id).filter((id) => rows.some((row) => row.checks[id] === "fail"));
}
