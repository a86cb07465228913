import type { BaseMessage } from "@langchain/core/messages";

/**
 * How the scripted model treats a malformed history. `lenient` answers whatever it is given (as the
 * scripted model always did); `strict` rejects the call the way the OpenAI and Anthropic APIs do.
 */
export type ProviderStrictness = "lenient" | "strict";

/**
 * Thrown by the scripted model in `strict` mode. The message is OpenAI's Chat Completions 400 text
 * for the same fault, so the trace reads like a real run; the suffix says who really threw it.
 */
export class ProviderRejectedError extends Error {
  /** Tool-call ids that had no tool result after their AI message. */
  readonly missingToolCallIds: string[];
  /** Tool-message `tool_call_id`s that answered no preceding tool call. */
  readonly orphanToolCallIds: string[];

  constructor(agent: string, missing: string[], orphans: string[]) {
    const reasons: string[] = [];
    if (missing.length) {
      reasons.push(
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. " +
          `The following tool_call_ids did not have response messages: ${missing.join(", ")}`,
      );
    }
    if (orphans.length) {
      reasons.push(
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. " +
          `Unanswered tool_call_id(s): ${orphans.join(", ")}`,
      );
    }
    super(`400 ${reasons.join(" ")} [scripted model "${agent}", providerStrictness=strict: the check OpenAI and Anthropic make]`);
    this.name = "ProviderRejectedError";
    this.missingToolCallIds = missing;
    this.orphanToolCallIds = orphans;
  }
}

interface ToolCallLike {
  id?: string;
}

function toolCallsOf(message: BaseMessage): ToolCallLike[] {
  if (message.getType() !== "ai") return [];
  return ("tool_calls" in message ? (message.tool_calls as ToolCallLike[] | undefined) : undefined) ?? [];
}

function toolCallIdOf(message: BaseMessage): string {
  return "tool_call_id" in message ? String(message.tool_call_id) : "";
}

/**
 * What a strict provider finds wrong with a chat history: tool calls without a tool result in the
 * tool messages right after their AI message (OpenAI's and Anthropic's rule), and tool messages that
 * answer no tool call of the AI message before them. Empty lists mean the history is valid.
 */
export function findToolPairingFaults(messages: readonly BaseMessage[]): { missing: string[]; orphans: string[] } {
  const missing: string[] = [];
  const orphans: string[] = [];
  let open = new Set<string>();
  let inToolRun = false;
  const closeRun = (): void => {
    missing.push(...open);
    open = new Set();
    inToolRun = false;
  };
  for (const message of messages) {
    const type = message.getType();
    if (type === "tool") {
      const id = toolCallIdOf(message);
      if (inToolRun && open.has(id)) open.delete(id);
      else orphans.push(id);
      continue;
    }
    closeRun();
    const calls = toolCallsOf(message);
    if (calls.length) {
      open = new Set(calls.map((call) => call.id ?? ""));
      inToolRun = true;
    }
  }
  closeRun();
  return { missing, orphans };
}
