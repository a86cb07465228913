/**
 * The one path by which data (a scenario, a link, a file) reaches text that something else reads as
 * code: the generated TypeScript, the Mermaid text and the SVG export. Every writer puts a value it
 * did not write itself through one of these functions; none of them lets a value end the construct
 * it sits in (a string, a comment, a label, an element) or start a new line of code.
 */

/**
 * Characters that end a line (`\n`, `\r`, U+2028, U+2029: one in a `//` comment turns the rest of it
 * into code), are invisible, or reorder what is shown around them (controls, direction controls):
 * written as escapes, so that a script shows what it runs.
 */
const HIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The {@link HIDDEN} characters JSON leaves as they are: it escapes those below U+0020 (a raw line break in its text is its own layout). */
const HIDDEN_IN_JSON = /[\u007F-\u009F\p{Zl}\p{Zp}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Keys an object literal treats as something other than an own property (`{ __proto__: x }` sets the prototype). */
const SPECIAL_KEYS = new Set(["__proto__"]);

const unicodeEscape = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** JSON text with every hidden character escaped. */
function json(value: unknown, space?: number): string | undefined {
  return JSON.stringify(value, null, space)?.replace(HIDDEN_IN_JSON, unicodeEscape);
}

/** Whether `name` can be written as a bare identifier (a property name after `.`, an unquoted key). */
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** A TypeScript string literal holding exactly `value`. */
export function str(value: string): string {
  return json(value)!;
}

/** An object literal's key for `name`: bare when it is an identifier, quoted otherwise, computed where a literal key would mean something else. */
export function key(name: string): string {
  if (SPECIAL_KEYS.has(name)) return `[${str(name)}]`;
  return isIdentifier(name) ? name : str(name);
}

/** `object.name`, or `object["name"]` when the name is no identifier. */
export function prop(object: string, name: string): string {
  return isIdentifier(name) ? `${object}.${name}` : `${object}[${str(name)}]`;
}

/**
 * `value` (plain JSON data) as a TypeScript literal: JSON with keys written by {@link key},
 * indented by `indent` after the first line.
 */
export function literal(value: unknown, indent = ""): string {
  const text = json(value, 2) ?? "undefined";
  // A line starting with a quoted key is a key: JSON writes no line break inside a string.
  return text.replace(/^(\s*)("(?:[^"\\]|\\.)*"):/gm, (_line, space: string, quoted: string) => `${space}${key(JSON.parse(quoted) as string)}:`).replace(/\n/g, `\n${indent}`);
}

/** A number as TypeScript source; anything but a finite number is refused. */
export function num(value: number): string {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TypeError(`Not a finite number: ${String(value)}`);
  return String(value);
}

/**
 * Text for a comment, on one line: every line terminator and hidden character written as its
 * escape, and `*\/` broken, so it can end neither a `//` nor a block comment.
 */
export function comment(text: string): string {
  return text.replace(HIDDEN, (char) => (char === "\n" ? "\\n" : char === "\r" ? "\\r" : unicodeEscape(char))).replaceAll("*/", "*\\/");
}
