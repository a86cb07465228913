import type { TokenCounter } from "../trace/metrics";
import { billedTexts } from "./billedTexts";
import type { ModelReply, Trace, TraceMessage } from "../trace/types";

/** The tokens one agent's model was billed for over a run. */
export interface AgentTokens {
  calls: number;
  /** Tokens of every call's whole input, summed over the calls. */
  input: number;
  /** Tokens of every reply. */
  output: number;
}

/** Every distinct text {@link tokenUsageByAgent} counts, for a tokenizer that must count them first. */
export function billedTraceTexts(trace: Trace): string[] {
  const texts = new Set<string>();
  // Calls share the trace's message objects (each call re-reads the history before it): reading each
  // object once keeps this linear in the distinct messages, not in the calls times their inputs.
  const read = new Set<TraceMessage>();
  for (const call of trace.modelCalls) {
    for (const message of call.input) {
      if (read.has(message)) continue;
      read.add(message);
      for (const text of billedTexts(message)) texts.add(text);
    }
    if (call.reply) for (const text of billedTexts(call.reply)) texts.add(text);
  }
  return [...texts];
}

function tokensOf(message: TraceMessage | ModelReply, count: TokenCounter): number {
  return billedTexts(message).reduce((sum, text) => sum + count(text), 0);
}

const callTokenCache = new WeakMap<Trace, WeakMap<TokenCounter, { input: number; output: number }[]>>();

/**
 * Each model call's input and output tokens, in `trace.modelCalls` order, counted once per trace and
 * tokenizer: the player asks for the usage at every step, and re-counting every call's whole input
 * each frame is what made a 24-worker run stutter.
 */
function callTokens(trace: Trace, count: TokenCounter): { input: number; output: number }[] {
  let byCounter = callTokenCache.get(trace);
  if (!byCounter) callTokenCache.set(trace, (byCounter = new WeakMap()));
  let tokens = byCounter.get(count);
  if (!tokens) {
    // The calls share the trace's message objects: each is counted once, however many inputs hold it.
    const perMessage = new Map<TraceMessage, number>();
    const messageTokens = (message: TraceMessage): number => {
      let n = perMessage.get(message);
      if (n === undefined) perMessage.set(message, (n = tokensOf(message, count)));
      return n;
    };
    tokens = trace.modelCalls.map((call) => ({
      input: call.input.reduce((sum, message) => sum + messageTokens(message), 0),
      output: call.reply ? tokensOf(call.reply, count) : 0,
    }));
    byCounter.set(count, tokens);
  }
  return tokens;
}

/**
 * Input and output tokens per agent, over the model calls made up to and including a step (default:
 * the whole run): each call's exact input (every message it was sent, again on every call) and its
 * reply. A call that threw has input and no output.
 */
export function tokenUsageByAgent(trace: Trace, count: TokenCounter, step = trace.steps.length - 1): Record<string, AgentTokens> {
  const usage: Record<string, AgentTokens> = {};
  const tokens = callTokens(trace, count);
  trace.modelCalls.forEach((call, index) => {
    if (call.step > step) return;
    const entry = (usage[call.agent] ??= { calls: 0, input: 0, output: 0 });
    entry.calls += 1;
    entry.input += tokens[index].input;
    entry.output += tokens[index].output;
  });
  return usage;
}
