import { alignWithBaseline } from "../../engine/trace/diff";
import { sharedMessagesAt } from "../../engine/trace/metrics";
import { memoPerTrace } from "../../engine/trace/perStep";
import type { Trace, TraceMessage } from "../../engine/trace/types";

/** The `data-agent` of a human message. */
export const USER_AGENT = "user";

/** Who made what, over a whole trace: tool call id -> calling agent, AI message id -> agent. */
export interface MessageOwners {
  calls: ReadonlyMap<string, string>;
  messages: ReadonlyMap<string, string>;
}

/**
 * Who a message belongs to, as `data-agent` shows it: the AI message's name (its agent), or for an
 * unnamed one (a hand-rolled node's model reply) the agent whose model call the step made; for a
 * tool message, the agent whose AI message made the call it answers (so a `transfer_to_coder`
 * result belongs to the supervisor, a `search` result to the researcher), falling back to the tool's
 * name; `user` for human messages; for anything else, its type.
 */
export function messageAgent(message: TraceMessage, owners: MessageOwners): string {
  switch (message.type) {
    case "human":
      return USER_AGENT;
    case "tool":
      return (message.toolCallId && owners.calls.get(message.toolCallId)) || message.name || message.type;
    case "ai":
      return message.name || owners.messages.get(message.id) || message.type;
    default:
      return message.name || message.type;
  }
}

/**
 * The owners of every AI message and tool call of a trace. An unnamed AI message belongs to the
 * agent of the model calls made by the step whose update first carried it (when one agent made them).
 * Kept per trace: the history reads it at every step.
 */
export const messageOwners = memoPerTrace((trace: Trace): MessageOwners => {
  const messages = new Map<string, string>();
  const callAgent = new Map(trace.modelCalls.map((call) => [call.seq, call.agent]));
  for (const step of trace.steps) {
    const agents = new Set(step.modelCalls.map((seq) => callAgent.get(seq)));
    const [agent] = agents;
    if (agents.size !== 1 || !agent) continue;
    for (const id of step.update) if (trace.messages[id]?.type === "ai" && !messages.has(id)) messages.set(id, agent);
  }
  const calls = new Map<string, string>();
  const visit = (message: TraceMessage) => {
    const agent = message.type === "ai" ? message.name || messages.get(message.id) : undefined;
    if (!agent) return;
    for (const call of message.toolCalls ?? []) if (!calls.has(call.id)) calls.set(call.id, agent);
  };
  for (const message of Object.values(trace.messages)) visit(message);
  // Model inputs can hold messages the shared state never did (an agent's own scratch state).
  for (const call of trace.modelCalls) call.input.forEach(visit);
  return { calls, messages };
});

/**
 * Short numbers that pair tool calls with their results within one list: each tool call id gets
 * 1, 2, ... in order of first appearance (as a call or as a result), so a call and its result
 * show the same chip.
 */
export function pairNumbers(messages: readonly TraceMessage[]): Map<string, number> {
  const numbers = new Map<string, number>();
  const see = (id: string | undefined) => {
    if (id && !numbers.has(id)) numbers.set(id, numbers.size + 1);
  };
  for (const message of messages) {
    for (const call of message.toolCalls ?? []) see(call.id);
    see(message.toolCallId);
  }
  return numbers;
}

/**
 * React keys for a list of rows, from what each row shows (`prefix` + message id) rather than its
 * position: a run that inserts messages (full_history after last_message) keeps the DOM of every row
 * it shares with the last one instead of remounting all that follow the insertion. A repeated id
 * gets its occurrence number.
 */
export function rowKeys(rows: readonly { kind: string; message: TraceMessage }[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = `${row.kind}:${row.message.id}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}~${n}`;
  });
}

/** One row of the history panel. */
export interface HistoryRow {
  /** `message` for a message in the shared state; `ghost` for one the current knobs leave out. */
  kind: "message" | "ghost";
  message: TraceMessage;
  agent: string;
  /** Added to the shared state by the current step. */
  added: boolean;
  /** Only with a baseline: the baseline run has no such message (the current knobs add it). */
  extra: boolean;
}

/** What {@link historyRows} needs. */
export interface HistoryRowsInput {
  trace: Trace;
  step: number;
  /** The run to compare with (the full_history + handoff-messages run of the same scenario). */
  baselineTrace?: Trace;
  /** The baseline's step to align with (compare mode's shared playhead); its last step by default. */
  baselineStep?: number;
  showDropped: boolean;
}

/**
 * The rows the history panel shows at a step: the shared messages, and with "show what was dropped"
 * the baseline's final messages the current knobs leave out as ghosts in their place. Mid-run, only
 * the ghosts before the current end show; at the last step, the ones after it too.
 */
export function historyRows({ trace, step, baselineTrace, baselineStep, showDropped }: HistoryRowsInput): HistoryRow[] {
  const owners = messageOwners(trace);
  const messages = sharedMessagesAt(trace, step);
  const added = new Set(trace.steps[step]?.added ?? []);
  const row = (message: TraceMessage, kind: HistoryRow["kind"], extra: boolean): HistoryRow => ({
    kind,
    message,
    agent: messageAgent(message, owners),
    added: kind === "message" && added.has(message.id),
    extra,
  });
  if (!showDropped || !baselineTrace) return messages.map((m) => row(m, "message", false));

  const baselineOwners = messageOwners(baselineTrace);
  const final = step >= trace.steps.length - 1;
  return alignWithBaseline(messages, sharedMessagesAt(baselineTrace, baselineStep), { trailing: final }).map((aligned) =>
    aligned.kind === "ghost"
      ? { ...row(aligned.message, "ghost", false), agent: messageAgent(aligned.message, baselineOwners) }
      : row(aligned.message, "message", aligned.kind === "extra"),
  );
}

/** Content cut for display, and whether anything was cut. */
export interface Clipped {
  text: string;
  clipped: boolean;
}

/** Cuts long content to at most `maxChars` characters and `maxLines` lines, for a collapsed row. */
export function clipContent(content: string, maxChars = 280, maxLines = 6): Clipped {
  const lines = content.split("\n");
  let text = lines.length > maxLines ? lines.slice(0, maxLines).join("\n") : content;
  if (text.length > maxChars) text = text.slice(0, maxChars);
  const clipped = text.length < content.length;
  return { text: clipped ? `${text.trimEnd()}…` : text, clipped };
}

/** Tool call arguments as one line of JSON, as the model produced them. */
export function formatArgs(args: Record<string, unknown>): string {
  return JSON.stringify(args);
}
