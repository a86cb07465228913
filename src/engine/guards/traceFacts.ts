import { TOPOLOGIES } from "../topologies";
import type { GuardFamily } from "../topologies/types";
import type { Trace, TraceMessage, TraceModelCall } from "../trace/types";
import type { HandoffEntry } from "./handoff";
import type { ToolCallRecord } from "./toolLedger";

/** Something a guarded graph wrote into a state channel, with the step whose update carried it. */
export interface AtStep<T> {
  value: T;
  step: number;
}

const TRANSFER_PREFIX = "transfer_to_";

function channel<T>(trace: Trace, key: string): AtStep<T>[] {
  return trace.steps.flatMap((step) => {
    const value = step.extra?.[key];
    return Array.isArray(value) ? (value as T[]).map((item) => ({ value: item, step: step.index })) : [];
  });
}

/** Every tool call on the virtual clock (`toolLedger`: each update carries only the calls that step made). */
export function ledgerOf(trace: Trace): AtStep<ToolCallRecord>[] {
  return channel<ToolCallRecord>(trace, "toolLedger");
}

/** Every handoff (`handoffLog`, append reducer). */
export function handoffsOf(trace: Trace): AtStep<HandoffEntry>[] {
  return channel<HandoffEntry>(trace, "handoffLog");
}

/** Each worker run of the guarded supervisor: the last entry of the `dispatches` list its step wrote. */
export function workerRunsOf(trace: Trace): AtStep<{ worker: string; turn: number }>[] {
  return trace.steps.flatMap((step) => {
    const list = step.extra?.dispatches;
    if (!Array.isArray(list) || !list.length) return [];
    const last = list[list.length - 1] as { worker: string };
    return [{ value: { worker: last.worker, turn: step.turn }, step: step.index }];
  });
}

/** The guards the run's topology keeps (its descriptor's `guards`); none: it keeps no guard ledgers. */
export function guardsOf(trace: Trace): GuardFamily | undefined {
  return TOPOLOGIES[trace.knobs.topology].guards;
}

/** Whether the run keeps the guards' ledgers at all (only the guarded topologies do). */
export function isGuarded(trace: Trace): boolean {
  return guardsOf(trace) !== undefined;
}

/** Whether the run has a centre: a router the topology does not mark as no centre (`centre: false`). */
export function hasCentre(trace: Trace): boolean {
  return trace.router !== undefined && TOPOLOGIES[trace.knobs.topology].centre !== false;
}

/** The agent a step ran for: the subgraph it is inside, or the node itself. */
function ownerOf(trace: Trace, step: number): string {
  const { namespace, node } = trace.steps[step];
  return namespace[0] ?? node;
}

/** One message a worker produced (a tool result it fetched, a text it wrote), with where it appeared. */
export interface RawOutput {
  worker: string;
  message: TraceMessage;
  step: number;
}

/**
 * What each worker produced in its own right: tool results and AI texts, not routing acks or empty
 * tool-call turns. Workers are the agents whose models ran, except the router. Inputs are matched
 * by content, since a message keeps its text but not always its id across subgraph boundaries.
 */
export function rawOutputs(trace: Trace): RawOutput[] {
  const workers = new Set(trace.modelCalls.map((call) => call.agent).filter((agent) => agent !== trace.router));
  const seen = new Set<string>();
  const out: RawOutput[] = [];
  for (const step of trace.steps) {
    const worker = ownerOf(trace, step.index);
    if (!workers.has(worker)) continue;
    for (const id of step.update) {
      const message = trace.messages[id];
      if (!message || message.type === "human" || message.type === "system" || !message.content || (message.name ?? "").startsWith(TRANSFER_PREFIX)) continue;
      const key = `${worker}\u0000${message.content}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ worker, message, step: step.index });
    }
  }
  return out;
}

/**
 * Other workers' raw outputs a model call was given, matched by content. A text the calling agent
 * produced itself (two workers hitting the same timeout get the same error) proves nothing.
 */
export function rawSeenBy(call: TraceModelCall, raw: readonly RawOutput[]): RawOutput[] {
  const inputs = new Set(call.input.map((message) => message.content));
  const own = new Set(raw.filter((item) => item.worker === call.agent).map((item) => item.message.content));
  return raw.filter((item) => item.worker !== call.agent && item.step <= call.step && inputs.has(item.message.content) && !own.has(item.message.content));
}

/** Business tools a call was offered: its tool list without the routing tools. */
export function businessTools(call: TraceModelCall): string[] {
  return (call.tools ?? []).filter((name) => !name.startsWith(TRANSFER_PREFIX));
}

/** A message's text cut for a one-line reason. */
export function excerpt(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
