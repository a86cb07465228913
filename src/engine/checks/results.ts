import type { Trace } from "../trace/types";
import type { Check } from "./types";
import type { CheckResult } from "./verdict";

// Reading the results a trace carries (`trace.checks`), apart from the checks table in index.ts: the
// history and the run's notices mark what a check found without loading every check's code.

/** One check's result on a trace, if the trace carries it. */
export function checkResult(trace: Trace, id: string): CheckResult | undefined {
  return trace.checks.find((result) => result.id === id);
}

/** The tool calls a failing check points at on this trace (empty when it passes), for marking them. */
export function flaggedToolCalls(trace: Trace, check: Pick<Check, "id">): ReadonlySet<string> {
  const result = checkResult(trace, check.id);
  return new Set(result?.status === "fail" ? result.toolCalls : []);
}
