import { contextAt } from "../engine/trace/metrics";
import type { Trace } from "../engine/trace/types";
import type { SweepRow } from "./protocol";

/** A trace summarized as one sweep-table row (numbers at the end of the run). */
export function sweepRow(trace: Trace): SweepRow {
  const end = contextAt(trace);
  return {
    knobs: trace.knobs,
    status: trace.outcome.status,
    steps: trace.steps.length,
    messages: end.messages,
    chars: end.chars,
    llmCalls: trace.modelCalls.length,
    inputMessages: trace.modelCalls.reduce((sum, call) => sum + call.input.length, 0),
    ...(trace.outcome.status === "error" ? { error: trace.outcome.error.message } : {}),
  };
}
