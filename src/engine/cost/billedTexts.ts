import type { ModelReply, TraceMessage } from "../trace/types";

/**
 * The texts of a message or reply a provider bills: its content, and each tool call's name and
 * arguments (as JSON). Counted one by one and summed, so the same text is counted once per cache;
 * tool schemas and the provider's own framing tokens are not counted. Its own module: the trace
 * metrics and the token usage both read it, and the usage reads the metrics' tokenizer type.
 */
export function billedTexts(message: TraceMessage | ModelReply): string[] {
  return [message.content, ...(message.toolCalls ?? []).flatMap((call) => [call.name, JSON.stringify(call.args)])];
}
