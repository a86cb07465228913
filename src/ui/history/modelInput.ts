import { messageChars } from "../../engine/trace/metrics";
import type { Trace, TraceModelCall } from "../../engine/trace/types";

/** Why the "what the model saw" view shows the call it shows. */
export type ShownCallReason = "picked" | "atStep" | "latest";

/** The model call to show, and why. */
export interface ShownCall {
  call: TraceModelCall;
  reason: ShownCallReason;
}

/**
 * The model call the "what the model saw" view shows: the picked one (by `seq`) if any; otherwise
 * the first call the step's node made; otherwise the latest call before the playhead, so the view is
 * never blank once a model has run. Undefined before the first model call.
 */
export function shownCall(trace: Trace, step: number, picked?: number): ShownCall | undefined {
  if (picked !== undefined) {
    const call = trace.modelCalls.find((c) => c.seq === picked);
    if (call) return { call, reason: "picked" };
  }
  const atStep = trace.steps[step]?.modelCalls ?? [];
  if (atStep.length > 0) {
    const call = trace.modelCalls.find((c) => c.seq === atStep[0]);
    if (call) return { call, reason: "atStep" };
  }
  let latest: TraceModelCall | undefined;
  for (const call of trace.modelCalls) if (call.step <= step && (!latest || call.seq > latest.seq)) latest = call;
  return latest && { call: latest, reason: "latest" };
}

/** How a call is named in the picker: `agent #n`. */
export function callLabel(call: TraceModelCall): string {
  return `${call.agent} #${call.callNumber}`;
}

/** Size of what a model call received. */
export function callInputSize(call: TraceModelCall): { messages: number; chars: number } {
  return { messages: call.input.length, chars: call.input.reduce((sum, m) => sum + messageChars(m), 0) };
}
