import type { BaseMessage } from "@langchain/core/messages";
import { IdNormalizer, serializeMessage } from "./serialize";
import type { TraceMessage } from "./types";

/** What one runtime message object serialized to, and the fields it was read from. */
interface Serialized {
  key: string;
  content: unknown;
  name: unknown;
  toolCalls: unknown;
  toolCallId: unknown;
  message: TraceMessage;
}

/** Everything a serialized message says besides its id: two with the same id and signature are the same message. */
function signature(message: TraceMessage): string {
  return JSON.stringify([message.type, message.name ?? "", message.content, message.toolCalls ?? [], message.toolCallId ?? ""]);
}

/**
 * The trace's messages, one `TraceMessage` object per distinct message. Every model call re-reads
 * the history before it, so a run of n calls hands the recorder O(n²) message references; the table
 * gives each call the one object the trace already holds for that message (same stable id, same
 * serialized content), so the trace's memory, and its structured clone to the page, grow with the
 * distinct messages only. A message a library rewrites for a call (an agent-name prefix, a system
 * prompt) keeps its id but gets its own object, exactly as that call saw it.
 */
export class MessageTable {
  private readonly ids = new IdNormalizer();
  private readonly rawIds = new WeakMap<BaseMessage, string>();
  private anonymous = 0;
  private readonly byObject = new WeakMap<BaseMessage, Serialized>();
  /** Per stable id, its distinct serializations by signature. */
  private readonly variants = new Map<string, Map<string, TraceMessage>>();
  /** Characters of text (content and tool-call arguments) of every distinct message held. */
  chars = 0;

  /** The trace's object for this runtime message, serializing it only when the object (or what it says) is new. */
  serialize(message: BaseMessage): TraceMessage {
    const key = this.keyOf(message);
    const seen = this.byObject.get(message);
    // A library may change a message in place (the messages reducer gives an id-less message one).
    if (seen && seen.key === key && seen.content === message.content && seen.name === message.name && seen.toolCalls === toolCallsOf(message) && seen.toolCallId === toolCallIdOf(message)) {
      return seen.message;
    }
    const fresh = serializeMessage(message, this.ids, key);
    let byId = this.variants.get(fresh.id);
    if (!byId) this.variants.set(fresh.id, (byId = new Map()));
    const sig = signature(fresh);
    let shared = byId.get(sig);
    if (!shared) {
      shared = fresh;
      byId.set(sig, fresh);
      this.chars += fresh.content.length + (fresh.toolCalls?.length ? JSON.stringify(fresh.toolCalls).length : 0);
    }
    this.byObject.set(message, { key, content: message.content, name: message.name, toolCalls: toolCallsOf(message), toolCallId: toolCallIdOf(message), message: shared });
    return shared;
  }

  /** Messages without an id (a system prompt, say) are told apart by object identity. */
  private keyOf(message: BaseMessage): string {
    if (message.id) return message.id;
    let key = this.rawIds.get(message);
    if (!key) {
      key = `anonymous-${++this.anonymous}`;
      this.rawIds.set(message, key);
    }
    return key;
  }
}

function toolCallsOf(message: BaseMessage): unknown {
  return "tool_calls" in message ? message.tool_calls : undefined;
}

function toolCallIdOf(message: BaseMessage): unknown {
  return "tool_call_id" in message ? message.tool_call_id : undefined;
}
