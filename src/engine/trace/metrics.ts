import { callTokens } from "../cost/tokenUsage";
import type { TokenCounter } from "../tokens/tokenCounter";
import type { MessageType, Trace, TraceMessage } from "./types";

/** Counts of messages by type; every type is present, zero when absent. */
export type Composition = Record<MessageType, number>;

/** What one agent's model consumed over a run. */
export interface AgentUsage {
  calls: number;
  /** Messages summed over all its calls (what a provider bills as input, in messages). */
  inputMessages: number;
  /** Characters of content summed over all its calls. */
  inputChars: number;
}

/** The numbers shown for the shared context at one step. */
export interface ContextMetrics {
  messages: number;
  chars: number;
  composition: Composition;
}

export type { TokenCounter } from "../tokens/tokenCounter";

const EMPTY_COMPOSITION: Composition = { human: 0, ai: 0, tool: 0, system: 0 };

/** Characters a message contributes: its text content, as the seed 000 table counts them. */
export function messageChars(message: TraceMessage): number {
  return message.content.length;
}

/** Composition of a list of messages by type. */
export function composition(messages: readonly TraceMessage[]): Composition {
  const counts = { ...EMPTY_COMPOSITION };
  for (const message of messages) counts[message.type] += 1;
  return counts;
}

/** The shared messages at a step (default: the last step). */
export function sharedMessagesAt(trace: Trace, step = trace.steps.length - 1): TraceMessage[] {
  const ids = trace.steps[step]?.state ?? [];
  return ids.map((id) => trace.messages[id]);
}

/** Message count, characters and composition of the shared context at a step. */
export function contextAt(trace: Trace, step = trace.steps.length - 1): ContextMetrics {
  const messages = sharedMessagesAt(trace, step);
  return {
    messages: messages.length,
    chars: messages.reduce((sum, m) => sum + messageChars(m), 0),
    composition: composition(messages),
  };
}

/** Tokens of the shared context at a step, with the given tokenizer. */
export function tokensAt(trace: Trace, count: TokenCounter, step = trace.steps.length - 1): number {
  return sharedMessagesAt(trace, step).reduce((sum, m) => sum + count(m.content), 0);
}

/** Model calls and total input per agent, up to and including a step (default: the whole run). */
export function usageByAgent(trace: Trace, step = trace.steps.length - 1): Record<string, AgentUsage> {
  const usage: Record<string, AgentUsage> = {};
  for (const call of trace.modelCalls) {
    if (call.step > step) continue;
    const entry = (usage[call.agent] ??= { calls: 0, inputMessages: 0, inputChars: 0 });
    entry.calls += 1;
    entry.inputMessages += call.input.length;
    entry.inputChars += call.input.reduce((sum, m) => sum + messageChars(m), 0);
  }
  return usage;
}

/** Model calls per agent over the whole run. */
export function modelCallsByAgent(trace: Trace): Record<string, number> {
  return Object.fromEntries(Object.entries(usageByAgent(trace)).map(([agent, u]) => [agent, u.calls]));
}

/** Node names at the top level, across all turns, in order. */
export function topLevelPath(trace: Trace): string[] {
  return trace.turns.flatMap((turn) => turn.path);
}

/** What every model call of a run received, summed: what a provider bills as input. */
export interface InputTotals {
  calls: number;
  /** Characters of content over all calls' inputs. */
  chars: number;
  /**
   * Tokens of what a provider bills as input, the count the cost is priced from: every message with
   * the chat format's framing, tool calls, and the definitions of the tools offered (`callTokens`).
   */
  tokens: number;
  /** The message texts alone (contents, tool-call names and arguments), without framing or tool definitions. */
  contentTokens: number;
}

/** Input summed over every model call of the run, all agents. */
export function inputTotals(trace: Trace, count: TokenCounter): InputTotals {
  const perCall = callTokens(trace, count);
  return {
    calls: trace.modelCalls.length,
    chars: inputChars(trace),
    tokens: perCall.reduce((sum, call) => sum + call.input, 0),
    contentTokens: perCall.reduce((sum, call) => sum + call.content, 0),
  };
}

/** Characters every model call received, summed (no tokenizer needed). */
export function inputChars(trace: Trace): number {
  let chars = 0;
  for (const call of trace.modelCalls) for (const message of call.input) chars += messageChars(message);
  return chars;
}

/** Model calls made in each user turn, in turn order. */
export function callsPerTurn(trace: Trace): number[] {
  const counts = trace.turns.map(() => 0);
  for (const call of trace.modelCalls) {
    const turn = trace.steps[call.step]?.turn ?? 0;
    counts[turn] = (counts[turn] ?? 0) + 1;
  }
  return counts;
}
