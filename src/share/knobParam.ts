import { knobTakes, knobValues, type KnobName, type KnobValues } from "../engine/knobs";
import { message, type Message } from "./messages";
import type { SafeResult } from "./safeJson";

/** A knob value as link text: enums as their value, booleans as `true`/`false`, numbers in plain decimal. */
export function writeKnobParam(value: unknown): string {
  return typeof value === "number" ? plainDecimal(value) : String(value);
}

/** Plain decimal notation: what `String` gives, with an exponent (`1e-7`) written out (`0.0000001`). */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, lead, rest = "", exp] = match;
  const digits = lead + rest;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, "0")}${digits.length > point ? `.${digits.slice(point)}` : ""}`;
}

/** Numbers in links are plain decimals; `0x10`, `1e1`, `0b1`, `Infinity` or ` 5` are refused, not reinterpreted. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Reads a knob's link text against the values the knob takes, so a knob added to `KNOBS` needs no
 * change here. Returns the value, or why it was refused.
 */
export function readKnobParam(name: KnobName, raw: string): SafeResult<unknown> {
  const values = knobValues(name);
  let candidate: unknown = raw;
  if (values.kind === "boolean") candidate = raw === "true" || raw === "1" ? true : raw === "false" || raw === "0" ? false : raw;
  if (values.kind === "number" && DECIMAL.test(raw)) candidate = Number(raw);
  if (knobTakes(name, candidate)) return { ok: true, value: candidate };
  // `0x10` or `1e1` is a number to JavaScript; say why it is refused anyway.
  const notation = values.kind === "number" && raw.trim() !== "" && Number.isFinite(Number(raw)) && !DECIMAL.test(raw);
  return { ok: false, message: message(notation ? "knob.badValueNotation" : "knob.badValue", { name, raw: raw.slice(0, 40), values: knobValuesMessage(name) }) };
}

/** The values a knob takes, for a message: "one of a, b", "true or false", "a whole number from 1 to 200". */
export function knobValuesMessage(name: KnobName): Message {
  const values: KnobValues = knobValues(name);
  if (values.kind === "enum") return message("knob.valuesEnum", { choices: values.choices.join(", ") });
  if (values.kind === "boolean") return message("knob.valuesBoolean");
  const { min, max } = values;
  if (min !== undefined && max !== undefined) return message(values.int ? "knob.valuesWholeRange" : "knob.valuesRange", { min, max });
  return message("knob.valuesNumber");
}
