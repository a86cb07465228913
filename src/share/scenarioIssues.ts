import type { z } from "zod";

/** One problem in a scenario: where it is (`agents[1].script[2].toolCalls[0].name`) and why, in plain words. */
export interface ScenarioIssue {
  path: string;
  message: string;
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

/** One line for a list of problems: `path: reason`. */
export function formatIssue(issue: ScenarioIssue): string {
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return "text";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

const EXPECTED: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  record: "an object",
};

type RawIssue = z.core.$ZodRawIssue;

/** A zod error map that words the common problems for people who are not reading zod's docs. */
export function plainZodMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return "is missing";
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describe(issue.input)}`;
    }
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "must not be empty" : `must have at least ${issue.minimum} characters`;
      if (issue.origin === "array") return `needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? "entry" : "entries"}`;
      return `must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `is too long: at most ${issue.maximum} characters`;
      if (issue.origin === "array") return `has too many entries: at most ${issue.maximum}`;
      return `must be at most ${issue.maximum}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return undefined;
  }
}
