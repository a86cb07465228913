import type { z } from "zod/mini";
import { message, type Message, type MessageCode } from "./messages";

/** One problem in a scenario: where it is (`agents[1].script[2].toolCalls[0].name`) and why. */
export interface ScenarioIssue {
  path: string;
  message: Message;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `["agents", 1, "name"]` -> `agents[1].name`; keys that are not identifiers are quoted. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (typeof part === "string" && IDENTIFIER.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(String(part))}]`;
  }
  return out;
}

/** One message for a problem: `path: reason`, or the reason alone when it concerns the whole scenario. */
export function issueMessage(issue: ScenarioIssue): Message {
  return issue.path ? message("issue.at", { path: issue.path, reason: issue.message }) : issue.message;
}

/**
 * A message as zod carries it: zod's issues hold text, so a schema's own messages (`.min(1, …)`,
 * `.refine(…)`) and {@link plainZodMessage} store the message as JSON, read back by `zodIssues` (`./zodIssues`).
 */
export function zodMessage(code: MessageCode, params?: Message["params"]): string {
  return JSON.stringify(message(code, params));
}

function describe(value: unknown): Message {
  if (value === undefined) return message("kind.nothing");
  if (value === null) return message("kind.null");
  if (Array.isArray(value)) return message("kind.list");
  if (typeof value === "string") return message("kind.text");
  if (typeof value === "object") return message("kind.object");
  return message("kind.other", { type: typeof value });
}

const EXPECTED: Record<string, MessageCode> = {
  string: "kind.text",
  number: "kind.number",
  boolean: "kind.boolean",
  array: "kind.list",
  object: "kind.object",
  record: "kind.object",
};

type RawIssue = z.core.$ZodRawIssue;

/** A zod error map that words the common problems for people who are not reading zod's docs. */
export function plainZodMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return zodMessage("value.missing");
      const expected = EXPECTED[issue.expected];
      return zodMessage("value.expected", { expected: expected ? message(expected) : message("kind.other", { type: issue.expected }), got: describe(issue.input) });
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? zodMessage("value.notEmpty") : zodMessage("value.minChars", { min });
      if (issue.origin === "array") return min === 1 ? zodMessage("value.minOneEntry") : zodMessage("value.minEntries", { min });
      return zodMessage("value.atLeast", { min });
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return zodMessage("value.maxChars", { max });
      if (issue.origin === "array") return zodMessage("value.maxEntries", { max });
      return zodMessage("value.atMost", { max });
    }
    case "invalid_value":
      return zodMessage("value.oneOf", { values: issue.values.map((v) => JSON.stringify(v)).join(", ") });
    default:
      return undefined;
  }
}
