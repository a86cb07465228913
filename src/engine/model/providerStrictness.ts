import type { BaseMessage } from "@langchain/core/messages";
import { PROVIDER_REJECTED } from "./errorNames";

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
    this.name = PROVIDER_REJECTED;
    this.missingToolCallIds = missing;
    this.orphanToolCallIds = orphans;
  }
}

/**
 * The part of a message the tool-pairing rule looks at, so the same rule reads runtime messages (in the
 * scripted model) and trace messages (in the checks).
 */
export interface PairingEntry {
  /** `tool` for a tool result; anything else ends a run of tool results. */
  type: string;
  /** Ids of the tool calls an AI message makes. */
  callIds: readonly string[];
  /** For a tool result: the id of the call it answers. */
  answers?: string;
}

interface ToolCallLike {
  id?: string;
}

function pairingEntry(message: BaseMessage): PairingEntry {
  const type = message.getType();
  if (type === "tool") return { type, callIds: [], answers: "tool_call_id" in message ? String(message.tool_call_id) : "" };
  const calls = type === "ai" && "tool_calls" in message ? ((message.tool_calls as ToolCallLike[] | undefined) ?? []) : [];
  return { type, callIds: calls.map((call) => call.id ?? "") };
}

/** What a strict provider finds wrong with a history: see {@link toolPairingFaults}. */
export interface ToolPairingFaults {
  /** Tool-call ids with no tool result in the tool messages right after their AI message. */
  missing: string[];
  /** `tool_call_id`s of tool messages that answer no tool call of the AI message before them. */
  orphans: string[];
}

/**
 * What a strict provider finds wrong with a chat history: tool calls without a tool result in the
 * tool messages right after their AI message (OpenAI's and Anthropic's rule), and tool messages that
 * answer no tool call of the AI message before them. Empty lists mean the history is valid.
 */
export function toolPairingFaults(entries: readonly PairingEntry[]): ToolPairingFaults {
  const missing: string[] = [];
  const orphans: string[] = [];
  let open = new Set<string>();
  let inToolRun = false;
  const closeRun = (): void => {
    missing.push(...open);
    open = new Set();
    inToolRun = false;
  };
  for (const entry of entries) {
    if (entry.type === "tool") {
      const id = entry.answers ?? "";
      if (inToolRun && open.has(id)) open.delete(id);
      else orphans.push(id);
      continue;
    }
    closeRun();
    if (entry.callIds.length) {
      open = new Set(entry.callIds);
      inToolRun = true;
    }
  }
  closeRun();
  return { missing, orphans };
}

/** {@link toolPairingFaults} of runtime messages. */
export function findToolPairingFaults(messages: readonly BaseMessage[]): ToolPairingFaults {
  return toolPairingFaults(messages.map(pairingEntry));
}
