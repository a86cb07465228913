import { isBaseMessage, type BaseMessage } from "@langchain/core/messages";
import { MemorySaver } from "@langchain/langgraph";

type Serde = MemorySaver["serde"];

/** A message's `toJSON()`, and the fields it was made from (what `toJSON` reads: each key of `lc_kwargs`). */
interface Serialized {
  json: unknown;
  keys: string[];
  values: unknown[];
}

const serialized = new WeakMap<BaseMessage, Serialized>();

function fieldsOf(message: BaseMessage): { keys: string[]; values: unknown[] } {
  const kwargs = message.lc_kwargs as Record<string, unknown>;
  const keys = Object.keys(kwargs);
  return { keys, values: keys.map((key) => (key in message ? (message as unknown as Record<string, unknown>)[key] : kwargs[key])) };
}

function sameFields(held: Serialized, now: { keys: string[]; values: unknown[] }): boolean {
  return held.keys.length === now.keys.length && held.keys.every((key, i) => key === now.keys[i] && held.values[i] === now.values[i]);
}

/**
 * The message's `toJSON()`, remembered while its fields stay the same objects. Libraries do change a
 * message in the state: LangGraph's reducer gives an id to one written without, langchain's human-in-
 * the-loop middleware replaces an AI message's `tool_calls`; either makes a new `toJSON()`.
 */
function serializedMessage(message: BaseMessage): unknown {
  const fields = fieldsOf(message);
  const held = serialized.get(message);
  if (held && sameFields(held, fields)) return held.json;
  const json = message.toJSON();
  serialized.set(message, { json, ...fields });
  return json;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `value` with each message inside its arrays and plain objects replaced by the message's `toJSON()`. */
function withSerializedMessages(value: unknown, path: Set<object>): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (isBaseMessage(value)) return serializedMessage(value);
  // Anything else (a Send, a Set, a cycle) is left to LangGraph's serializer as it is.
  if (path.has(value) || !(Array.isArray(value) || isPlainObject(value))) return value;
  path.add(value);
  const out = Array.isArray(value)
    ? value.map((item) => withSerializedMessages(item, path))
    : Object.fromEntries(Object.keys(value).map((key) => [key, withSerializedMessages(value[key], path)]));
  path.delete(value);
  return out;
}

/**
 * LangGraph's own checkpoint serializer (MemorySaver's), handed each message already serialized. Every
 * checkpoint holds the whole message history, so a run of n steps serialized each message about n
 * times; now each message's `toJSON()` is made once, and the checkpoints are byte for byte the same
 * (`messageCachingSerde.test.ts`). The 24 x 10 x 2 supervisor run took about 5 s in Node, 2 to 2.6 s
 * after. Splicing each message's JSON in as well was tried: README, "Checkpoints".
 */
export function messageCachingSerde(): Serde {
  const base = new MemorySaver().serde;
  return {
    dumpsTyped: (obj) => base.dumpsTyped(withSerializedMessages(obj, new Set())),
    loadsTyped: (type, data) => base.loadsTyped(type, data),
  };
}

/** A MemorySaver on {@link messageCachingSerde}: the checkpointer of every run the engine makes. */
export function newMemorySaver(): MemorySaver {
  return new MemorySaver(messageCachingSerde());
}
