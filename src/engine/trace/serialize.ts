import type { BaseMessage } from "@langchain/core/messages";
import type { MessageType, TraceMessage } from "./types";

/**
 * Turns runtime message ids (often random uuids) into stable ones, in first-seen order, so the
 * same scenario and knobs always give the same trace.
 */
export class IdNormalizer {
  private readonly messageIds = new Map<string, string>();
  private readonly toolCallIds = new Map<string, string>();

  /** Stable id for a message, keyed by its runtime id (or its object, when it has none). */
  message(rawId: string): string {
    let id = this.messageIds.get(rawId);
    if (!id) {
      id = `m${this.messageIds.size + 1}`;
      this.messageIds.set(rawId, id);
    }
    return id;
  }

  /** Scripted tool-call ids are already stable; library-made ones (uuids) are renamed. */
  toolCall(rawId: string | undefined): string {
    if (!rawId) return "";
    if (rawId.startsWith("call_")) return rawId;
    let id = this.toolCallIds.get(rawId);
    if (!id) {
      id = `tc${this.toolCallIds.size + 1}`;
      this.toolCallIds.set(rawId, id);
    }
    return id;
  }
}

const TYPE_BY_RUNTIME: Record<string, MessageType> = { human: "human", ai: "ai", tool: "tool", system: "system" };

/** Message content as plain text, whatever shape the runtime gave it. */
export function contentAsText(content: unknown): string {
  if (typeof content === "string") return content;
  // createAgent hands its system prompt over as `[{ type: "text", text }]`: that is plain text, and
  // counting its JSON (escaped newlines and all) would overstate what the model reads.
  if (Array.isArray(content) && content.every(isTextBlock)) return content.map((block) => block.text).join("");
  return JSON.stringify(content);
}

function isTextBlock(block: unknown): block is { type: "text"; text: string } {
  return typeof block === "object" && block !== null && (block as { type?: unknown }).type === "text" && typeof (block as { text?: unknown }).text === "string";
}

/** Serializes one runtime message, giving it a stable id. */
export function serializeMessage(message: BaseMessage, ids: IdNormalizer, rawId: string): TraceMessage {
  const type = TYPE_BY_RUNTIME[message.getType()] ?? "system";
  const out: TraceMessage = { id: ids.message(rawId), type, content: contentAsText(message.content) };
  if (message.name) out.name = message.name;
  const toolCalls = "tool_calls" in message ? (message.tool_calls as { id?: string; name: string; args: Record<string, unknown> }[]) : [];
  if (toolCalls?.length) {
    out.toolCalls = toolCalls.map((call) => ({ id: ids.toolCall(call.id), name: call.name, args: call.args }));
  }
  if (type === "tool" && "tool_call_id" in message) out.toolCallId = ids.toolCall(message.tool_call_id as string);
  return out;
}
