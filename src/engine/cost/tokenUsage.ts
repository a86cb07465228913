import { chatInputTexts, functionsTokens, messageTokens, messageTexts, OPENAI_CHAT_FRAMING, type ChatMessageForCount } from "../tokens/chatTokens";
import type { TokenCounter } from "../tokens/tokenCounter";
import { contentTexts } from "./contentTexts";
import type { MessageType, Trace, TraceMessage, TraceModelCall, TraceToolDefinition } from "../trace/types";

/** The tokens one agent's model was billed for over a run. */
export interface AgentTokens {
  calls: number;
  /**
   * Tokens of every call's whole input as a provider bills it, summed over the calls: every message
   * with the chat format's framing, the tool calls' names and arguments, and the definitions of the
   * tools offered (see `tokens/chatTokens`).
   */
  input: number;
  /** The same calls' message texts alone (contents and tool calls), without framing or tool definitions. */
  contentInput: number;
  /** Tokens of every reply. */
  output: number;
}

const ROLES: Record<MessageType, ChatMessageForCount["role"]> = { human: "user", ai: "assistant", system: "system", tool: "tool" };

/** A trace message as the chat API receives it: its role, text, name (where the runtime set one) and tool calls. */
export function chatMessage(message: TraceMessage): ChatMessageForCount {
  return {
    role: ROLES[message.type],
    content: message.content,
    ...(message.name !== undefined ? { name: message.name } : {}),
    ...(message.toolCalls?.length ? { toolCalls: message.toolCalls } : {}),
  };
}

/** The definitions of the tools one call was offered, in offered order (none for a trace that kept none). */
export function offeredDefinitions(trace: Trace, call: TraceModelCall): TraceToolDefinition[] {
  const byName = new Map((trace.toolDefinitions ?? []).map((definition) => [definition.name, definition]));
  return call.tools.flatMap((name) => byName.get(name) ?? []);
}

/** Every distinct text {@link tokenUsageByAgent} and the trace's token figures count, for a tokenizer that must count them first. */
export function billedTraceTexts(trace: Trace): string[] {
  const texts = new Set<string>();
  // Calls share the trace's message objects (each call re-reads the history before it): reading each
  // object once keeps this linear in the distinct messages, not in the calls times their inputs.
  const read = new Set<TraceMessage>();
  for (const call of trace.modelCalls) {
    for (const message of call.input) {
      if (read.has(message)) continue;
      read.add(message);
      for (const text of messageTexts(chatMessage(message))) texts.add(text);
      for (const text of contentTexts(message)) texts.add(text);
    }
    if (call.reply) for (const text of contentTexts(call.reply)) texts.add(text);
  }
  for (const text of chatInputTexts([], trace.toolDefinitions ?? [])) texts.add(text);
  return [...texts];
}

/** One call's tokens: billed input, its message texts alone, and its reply. */
export interface CallTokens {
  input: number;
  content: number;
  output: number;
}

const sumOf = (texts: readonly string[], count: TokenCounter): number => texts.reduce((sum, text) => sum + count(text), 0);

const callTokenCache = new WeakMap<Trace, WeakMap<TokenCounter, CallTokens[]>>();

/**
 * Each model call's tokens, in `trace.modelCalls` order, counted once per trace and tokenizer: the
 * player asks for the usage at every step, and re-counting every call's whole input each frame is
 * what made a 24-worker run stutter.
 */
export function callTokens(trace: Trace, count: TokenCounter): readonly CallTokens[] {
  let byCounter = callTokenCache.get(trace);
  if (!byCounter) callTokenCache.set(trace, (byCounter = new WeakMap()));
  let tokens = byCounter.get(count);
  if (!tokens) {
    // The calls share the trace's message objects: each is counted once, however many inputs hold it.
    const perMessage = new Map<TraceMessage, { billed: number; content: number }>();
    const messageFigures = (message: TraceMessage) => {
      let figures = perMessage.get(message);
      if (!figures) perMessage.set(message, (figures = { billed: messageTokens(chatMessage(message), count), content: sumOf(contentTexts(message), count) }));
      return figures;
    };
    // Calls of one agent are offered the same tools again and again.
    const perOffer = new Map<string, number>();
    const definitionTokens = (call: TraceModelCall): number => {
      const key = JSON.stringify(call.tools);
      let n = perOffer.get(key);
      if (n === undefined) perOffer.set(key, (n = functionsTokens(offeredDefinitions(trace, call), count)));
      return n;
    };
    tokens = trace.modelCalls.map((call) => {
      let billed = OPENAI_CHAT_FRAMING.replyPriming + definitionTokens(call);
      let content = 0;
      for (const message of call.input) {
        const figures = messageFigures(message);
        billed += figures.billed;
        content += figures.content;
      }
      return { input: billed, content, output: call.reply ? sumOf(contentTexts(call.reply), count) : 0 };
    });
    byCounter.set(count, tokens);
  }
  return tokens;
}

/**
 * Input and output tokens per agent, over the model calls made up to and including a step (default:
 * the whole run): each call's exact input (every message it was sent, again on every call, and the
 * tools it was offered) and its reply. A call that threw has input and no output.
 */
export function tokenUsageByAgent(trace: Trace, count: TokenCounter, step = trace.steps.length - 1): Record<string, AgentTokens> {
  const usage: Record<string, AgentTokens> = {};
  const tokens = callTokens(trace, count);
  trace.modelCalls.forEach((call, index) => {
    if (call.step > step) return;
    const entry = (usage[call.agent] ??= { calls: 0, input: 0, contentInput: 0, output: 0 });
    entry.calls += 1;
    entry.input += tokens[index].input;
    entry.contentInput += tokens[index].content;
    entry.output += tokens[index].output;
  });
  return usage;
}
