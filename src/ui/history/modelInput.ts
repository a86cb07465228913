import { messageChars } from "../../engine/trace/metrics";
import { messageSignature } from "../../engine/trace/diff";
import { callIndex } from "../../engine/trace/perStep";
import type { Trace, TraceMessage, TraceModelCall } from "../../engine/trace/types";
import { messageAgent, type MessageOwners } from "./historyRows";

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
  const index = callIndex(trace);
  const pickedCall = picked === undefined ? undefined : index.bySeq.get(picked);
  if (pickedCall) return { call: pickedCall, reason: "picked" };
  const atStep = trace.steps[step]?.modelCalls ?? [];
  const own = atStep.length > 0 ? index.bySeq.get(atStep[0]) : undefined;
  if (own) return { call: own, reason: "atStep" };
  const latest = index.latestAt[Math.min(step, trace.steps.length - 1)];
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

/** One row of a call's input compared with another call of the same agent. */
export type CallDiffRow =
  /** A message this call received; `fresh` when the other call did not. */
  | { kind: "input"; message: TraceMessage; index: number; fresh: boolean }
  /** A message the other call received and this one did not, where it sat in the other call. */
  | { kind: "dropped"; message: TraceMessage };

/** How a call's input differs from another call's (the same agent's previous call, or one picked). */
export interface CallDiff {
  /** The call compared with; undefined for an agent's first call (nothing is marked). */
  previous?: TraceModelCall;
  /** Per input message, in order: whether `previous` did not receive it. */
  fresh: boolean[];
  /** How many are fresh. */
  count: number;
  /** How many of `previous`'s messages this call no longer receives. */
  dropped: number;
  /** The call's input in order, with the dropped messages placed where they sat in `previous`. */
  rows: CallDiffRow[];
}

/**
 * Compares what two calls received. Messages are matched by {@link messageSignature}, once each and
 * in order, not by id: a topology can rebuild a message (a system prompt, a sub-agent's reply passed
 * up) with a new id between two calls, and that is not news. A dropped message goes just before the
 * first kept message that followed it in `previous`.
 */
export function diffCalls(call: TraceModelCall, previous?: TraceModelCall): CallDiff {
  const inputRows = (fresh: (index: number) => boolean): CallDiffRow[] =>
    call.input.map((message, index) => ({ kind: "input", message, index, fresh: fresh(index) }));
  if (!previous) return { fresh: call.input.map(() => false), count: 0, dropped: 0, rows: inputRows(() => false) };
  const waiting = new Map<string, number[]>();
  previous.input.forEach((message, index) => {
    const signature = messageSignature(message);
    const queue = waiting.get(signature);
    if (queue) queue.push(index);
    else waiting.set(signature, [index]);
  });
  const matchedAt = call.input.map((message) => waiting.get(messageSignature(message))?.shift());
  const kept = new Set(matchedAt.filter((index) => index !== undefined));
  const rows: CallDiffRow[] = [];
  let next = 0;
  const dropUpTo = (end: number) => {
    for (; next < end; next++) if (!kept.has(next)) rows.push({ kind: "dropped", message: previous.input[next] });
  };
  const fresh = matchedAt.map((at) => at === undefined);
  call.input.forEach((message, index) => {
    const at = matchedAt[index];
    if (at !== undefined && at >= next) dropUpTo(at);
    rows.push({ kind: "input", message, index, fresh: fresh[index] });
  });
  dropUpTo(previous.input.length);
  return { previous, fresh, count: fresh.filter(Boolean).length, dropped: previous.input.length - kept.size, rows };
}

/** Marks the input messages that are new since the same agent's previous call ({@link diffCalls}). */
export function newSinceLastCall(trace: Trace, call: TraceModelCall): CallDiff {
  return diffCalls(call, callIndex(trace).previous.get(call.seq));
}

/**
 * Who a message in a model's input belongs to: as in the history, except that a system message is
 * the prompt of the agent whose call received it.
 */
export function inputAgent(message: TraceMessage, call: TraceModelCall, owners: MessageOwners): string {
  return message.type === "system" ? call.agent : messageAgent(message, owners);
}
