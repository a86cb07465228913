import { message, type Message, type MessageCode } from "./messages";

/** Keys that could reach an object's prototype if a consumer ever merged the data into an object. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** A result that never throws: the value, or why not (a message the UI words). */
export type SafeResult<T> = { ok: true; value: T } | { ok: false; message: Message };

/**
 * The first forbidden key in a JSON value and its path (`a.b[2].c`), or `undefined` when there is none.
 * Iterative so that deeply nested input cannot overflow the stack.
 */
export function findForbiddenKey(value: unknown): { key: string; path: string } | undefined {
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: "" }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push({ node: item, path: `${path}[${index}]` }));
      continue;
    }
    for (const key of Object.keys(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) return { key, path: childPath };
      stack.push({ node: (node as Record<string, unknown>)[key], path: childPath });
    }
  }
  return undefined;
}

/** Deepest nesting a scenario needs is about 8; anything far deeper is hostile or broken. */
const MAX_DEPTH = 64;

function depthOf(value: unknown): number {
  let max = 0;
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (depth > max) max = depth;
    if (max > MAX_DEPTH) return max;
    if (node !== null && typeof node === "object") {
      for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return max;
}

/** What untrusted JSON was, for its messages ("The file is not valid JSON"). */
export type SubjectCode = Extract<MessageCode, `subject.${string}`>;

/**
 * Parses JSON text from an untrusted source (a link, an imported file). Rejects text over `maxChars`,
 * invalid JSON, absurd nesting and prototype-polluting keys, each with a plain message; never throws.
 */
export function parseUntrustedJson(text: string, what: SubjectCode, maxChars: number): SafeResult<unknown> {
  const subject = message(what);
  if (text.length > maxChars) return { ok: false, message: message("json.tooLarge", { subject, length: text.length, limit: maxChars }) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, message: message("json.invalid", { subject, detail }) };
  }
  if (depthOf(value) > MAX_DEPTH) {
    return { ok: false, message: message("json.tooDeep", { subject, max: MAX_DEPTH }) };
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden !== undefined) {
    return { ok: false, message: message("json.forbiddenKey", { subject, key: forbidden.key, path: forbidden.path }) };
  }
  return { ok: true, value };
}
