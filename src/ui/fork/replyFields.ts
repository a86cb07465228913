import type { ScriptedReply } from "../../engine/scenarios/types";
import { LIMITS } from "../../engine/limits";
import { FORBIDDEN_KEYS, parseUntrustedJson } from "../../share/safeJson";
import { replySchema } from "../../share/scenarioSchema";

/** One argument of a tool call as the fork form edits it. */
export interface ArgField {
  key: string;
  text: string;
  /** The value was a string: the text is taken as it stands (else it is read as JSON when it parses). */
  asText: boolean;
}

/** A tool call as fields: its name and one field per argument. */
export interface CallFields {
  name: string;
  args: ArgField[];
}

/** A reply as the fork form's fields: its text and its tool calls. */
export interface ReplyFields {
  content: string;
  calls: CallFields[];
}

/** What stops the fields from making a reply: a call without a name, an argument without a name or named twice, or a reply past the limits a link carries. */
export type ReplyProblem = "callName" | "argKey" | "argTwice" | "invalid";

/** A reply's fields: strings edited as text, every other value as its JSON. */
export function replyFields(reply: ScriptedReply): ReplyFields {
  return {
    content: reply.content ?? "",
    calls: (reply.toolCalls ?? []).map((call) => ({
      name: call.name,
      args: Object.entries(call.args ?? {}).map(([key, value]) => (typeof value === "string" ? { key, text: value, asText: true } : { key, text: JSON.stringify(value), asText: false })),
    })),
  };
}

/** An argument's value: its text for a string, else its JSON (`15`, `true`, `{…}`), and the text itself when that does not parse. */
function argValue(arg: ArgField): unknown {
  if (arg.asText) return arg.text;
  try {
    return JSON.parse(arg.text);
  } catch {
    return arg.text;
  }
}

function problemOf(fields: ReplyFields): ReplyProblem | undefined {
  for (const call of fields.calls) {
    if (!call.name.trim()) return "callName";
    const keys = call.args.map((arg) => arg.key.trim());
    if (keys.some((key) => !key || FORBIDDEN_KEYS.has(key))) return "argKey";
    if (new Set(keys).size !== keys.length) return "argTwice";
  }
  return undefined;
}

/**
 * The reply the fields make, and what is wrong with it if anything (the reply is then what the
 * fields say as far as they can, for the raw JSON view). It is checked by the schema a fork's link is read with.
 */
export function replyOfFields(fields: ReplyFields): { reply: ScriptedReply; problem?: ReplyProblem } {
  const toolCalls = fields.calls.map((call) => ({
    name: call.name.trim(),
    ...(call.args.length ? { args: Object.fromEntries(call.args.map((arg) => [arg.key.trim(), argValue(arg)])) } : {}),
  }));
  const reply: ScriptedReply = { content: fields.content, ...(toolCalls.length ? { toolCalls } : {}) };
  const problem = problemOf(fields) ?? (replySchema.safeParse(reply).success ? undefined : "invalid");
  return problem ? { reply, problem } : { reply };
}

/** The reply as the raw JSON tab shows it. */
export function replyJson(reply: ScriptedReply): string {
  return JSON.stringify(reply, null, 2);
}

// The longest reply the schema takes: its text and every tool call's arguments at their limits.
const MAX_JSON_CHARS = LIMITS.scenario.longTextChars + LIMITS.scenario.argsChars * LIMITS.scenario.toolCallsPerReply;

/** The raw JSON tab's text as a reply, read like a fork in a link; `undefined` when it is not one. */
export function replyOfJson(text: string): ScriptedReply | undefined {
  const json = parseUntrustedJson(text, "subject.linkFork", MAX_JSON_CHARS);
  if (!json.ok) return undefined;
  const parsed = replySchema.safeParse(json.value);
  return parsed.success ? parsed.data : undefined;
}
