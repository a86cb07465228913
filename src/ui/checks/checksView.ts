import { CHECK_STATUSES, type CheckResult, type CheckStatus } from "../../engine/checks/verdict";
import { buildFailed } from "../../engine/trace/meantGraph";
import type { Trace } from "../../engine/trace/types";

/** What the Checks panel lists: failures first, then passes, then checks that do not apply. */
export interface ChecksView {
  rows: CheckResult[];
  counts: Record<CheckStatus, number>;
  /** The graph never compiled: no check ran, whatever a vacuous verdict says. */
  notRun: boolean;
}

/** The trace's check results in panel order (the table's order within each status), with counts per status. */
export function checksView(trace: Trace): ChecksView {
  const rank = (status: CheckStatus) => CHECK_STATUSES.indexOf(status);
  const rows = [...trace.checks].sort((a, b) => rank(a.status) - rank(b.status));
  const counts = Object.fromEntries(CHECK_STATUSES.map((status) => [status, rows.filter((r) => r.status === status).length])) as Record<CheckStatus, number>;
  return { rows, counts, notRun: buildFailed(trace) };
}

/** The checks that fail on this run: none for a graph that never built (no check ran). */
export function failingResults(trace: Trace): CheckResult[] {
  return buildFailed(trace) ? [] : trace.checks.filter((check) => check.status === "fail");
}
