import type { ModelReply, TraceMessage } from "../trace/types";

/**
 * The texts of a message or reply without the chat format: its content, and each tool call's name and
 * arguments (as JSON). The message-text figure (`contentTokens`) sums their tokens; the billed count
 * adds the framing and the tool definitions (`tokenUsage`). A leaf: the usage and the checks read it.
 */
export function contentTexts(message: TraceMessage | ModelReply): string[] {
  return [message.content, ...(message.toolCalls ?? []).flatMap((call) => [call.name, JSON.stringify(call.args)])];
}
