import type { Trace, TraceMessage } from "../trace/types";
import { stepThatAdded, turnEnds } from "./evidence";
import { defineCheck } from "./types";

/**
 * Ids of the tool calls in `messages` that no tool message in `messages` answers. After a parallel
 * handoff the second transfer call stays this way, and strict providers reject the history.
 */
export function unansweredCalls(messages: readonly TraceMessage[]): Set<string> {
  const answered = new Set(messages.map((m) => m.toolCallId).filter((id): id is string => Boolean(id)));
  const open = new Set<string>();
  for (const message of messages) for (const call of message.toolCalls ?? []) if (!answered.has(call.id)) open.add(call.id);
  return open;
}

/** The tool calls each turn leaves in the shared state without a result, with the message making each. */
function leftOpen(trace: Trace): { call: string; name: string; message: string }[] {
  const found = new Map<string, { call: string; name: string; message: string }>();
  for (const end of turnEnds(trace)) {
    const state = trace.steps[end].state.map((id) => trace.messages[id]);
    const open = unansweredCalls(state);
    for (const message of state) {
      for (const call of message.toolCalls ?? []) if (open.has(call.id)) found.set(call.id, { call: call.id, name: call.name, message: message.id });
    }
  }
  return [...found.values()];
}

/**
 * Tool calls left unanswered: a call in the shared history that no tool message answers by the end
 * of its turn (pending calls that get their result later in the turn are fine).
 */
export const unansweredToolCalls = defineCheck({
  id: "unanswered-tool-calls",
  title: { en: "Tool calls answered", zh: "工具调用都有结果" },
  reasons: {
    answered: { en: "Every tool call in the shared history has its tool message.", zh: "共享历史里的每个工具调用都有对应的工具消息。" },
    unanswered: {
      en: "No tool message ever answers {calls}; OpenAI and Anthropic reject any model call that is sent this history.",
      zh: "始终没有工具消息回应 {calls}；OpenAI 和 Anthropic 会拒绝任何带着这段历史的模型调用。",
    },
    noCalls: { en: "No tool calls in the shared history.", zh: "共享历史里没有工具调用。" },
  },
  evaluate(trace) {
    const open = leftOpen(trace);
    if (open.length) {
      const evidence = [...new Set(open.map((o) => stepThatAdded(trace, o.message)))].filter((s) => s >= 0).sort((a, b) => a - b);
      return { status: "fail", reason: "unanswered", params: { calls: open.map((o) => o.name).join(", ") }, evidence, toolCalls: open.map((o) => o.call) };
    }
    const anyCall = turnEnds(trace).some((end) => trace.steps[end].state.some((id) => trace.messages[id].toolCalls?.length));
    return anyCall ? { status: "pass", reason: "answered", evidence: [] } : { status: "not-applicable", reason: "noCalls", evidence: [] };
  },
});
