import type { SweepRow } from "../sweep";
import { CHECKS } from "./index";

/**
 * Ids of the checks that fail in at least one row, in table order: the sweep tables (CLI and app) add
 * a column for each. Kept apart from `sweep.ts` so the page can read it without loading the engine's run.
 */
export function failingChecks(rows: readonly SweepRow[]): string[] {
  return CHECKS.map((check) => check.id).filter((id) => rows.some((row) => row.checks[id] === "fail"));
}
