import type { TraceMessage } from "../../engine/trace/types";

/**
 * Ids of the tool calls in `messages` that no tool message in `messages` answers. A history holding
 * one is what strict providers (OpenAI, Anthropic) reject; after a parallel handoff the second
 * transfer call stays this way.
 */
export function unansweredCalls(messages: readonly TraceMessage[]): Set<string> {
  const answered = new Set(messages.map((m) => m.toolCallId).filter((id): id is string => Boolean(id)));
  const open = new Set<string>();
  for (const message of messages) for (const call of message.toolCalls ?? []) if (!answered.has(call.id)) open.add(call.id);
  return open;
}
