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

/** A tool call still open at some turn's end, with the message making it. */
interface OpenCall {
  call: string;
  name: string;
  message: string;
}

/** The tool calls open at the end of each given step (a turn's last), with the message making each. */
function openAt(trace: Trace, ends: readonly number[]): OpenCall[] {
  const found = new Map<string, OpenCall>();
  for (const end of ends) {
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
 * of its turn (pending calls that get their result later in the turn are fine, and so are those of a
 * turn paused for a human).
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
    waiting: {
      en: "The run is paused for a human: {calls} waits for the decision; every other tool call has its result.",
      zh: "运行暂停，等待人工决定：{calls} 在等这个决定；其他每个工具调用都有结果。",
    },
    noCalls: { en: "No tool calls in the shared history.", zh: "共享历史里没有工具调用。" },
  },
  evaluate(trace) {
    // A paused run's last turn is not over: the calls open there wait for the human's decision.
    const ends = turnEnds(trace);
    const paused = trace.outcome.status === "paused";
    const left = openAt(trace, paused ? ends.slice(0, -1) : ends);
    const named = (calls: OpenCall[]) => ({ calls: calls.map((o) => o.name).join(", ") });
    const added = (calls: OpenCall[]) => [...new Set(calls.map((o) => stepThatAdded(trace, o.message)))].filter((s) => s >= 0).sort((a, b) => a - b);
    if (left.length) return { status: "fail", reason: "unanswered", params: named(left), evidence: added(left), toolCalls: left.map((o) => o.call) };
    const waiting = paused ? openAt(trace, ends.slice(-1)) : [];
    if (waiting.length) return { status: "pass", reason: "waiting", params: named(waiting), evidence: added(waiting) };
    const anyCall = ends.some((end) => trace.steps[end].state.some((id) => trace.messages[id].toolCalls?.length));
    return anyCall ? { status: "pass", reason: "answered", evidence: [] } : { status: "not-applicable", reason: "noCalls", evidence: [] };
  },
});
