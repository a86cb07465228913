import { messageChars } from "../../engine/trace/metrics";
import { messageSignature } from "../../engine/trace/diff";
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

/** Which of a call's input messages its agent's previous call did not receive. */
export interface NewSinceLastCall {
  /** The same agent's previous call; undefined for an agent's first call (nothing is marked). */
  previous?: TraceModelCall;
  /** Per input message, in order: whether it is new since `previous`. */
  fresh: boolean[];
  /** How many are new. */
  count: number;
}

/**
 * Marks the input messages that are new since the same agent's previous call. Messages are matched
 * by {@link messageSignature}, once each, not by id: a topology can rebuild a message (a system
 * prompt, a sub-agent's reply passed up) with a new id between two calls, and that is not news.
 */
export function newSinceLastCall(trace: Trace, call: TraceModelCall): NewSinceLastCall {
  let previous: TraceModelCall | undefined;
  for (const other of trace.modelCalls) {
    if (other.agent === call.agent && other.seq < call.seq && (!previous || other.seq > previous.seq)) previous = other;
  }
  if (!previous) return { fresh: call.input.map(() => false), count: 0 };
  const seen = new Map<string, number>();
  for (const message of previous.input) {
    const signature = messageSignature(message);
    seen.set(signature, (seen.get(signature) ?? 0) + 1);
  }
  const fresh = call.input.map((message) => {
    const signature = messageSignature(message);
    const left = seen.get(signature) ?? 0;
    if (left > 0) seen.set(signature, left - 1);
    return left === 0;
  });
  return { previous, fresh, count: fresh.filter(Boolean).length };
}
