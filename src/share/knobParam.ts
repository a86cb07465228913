import { z } from "zod";
import { KNOBS, type KnobName } from "../engine/knobs";

function inner(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

/** A knob value as link text: enums as their value, booleans as `true`/`false`, numbers in decimal. */
export function writeKnobParam(value: unknown): string {
  return String(value);
}

/**
 * Reads a knob's link text with the knob's own zod schema, so a knob added to `KNOBS` needs no
 * change here. Returns the value, or a plain reason it was refused.
 */
export function readKnobParam(name: KnobName, raw: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const schema = inner(KNOBS[name].schema);
  const type = schema.def.type;
  let candidate: unknown = raw;
  if (type === "boolean") candidate = raw === "true" || raw === "1" ? true : raw === "false" || raw === "0" ? false : raw;
  if (type === "number" && raw.trim() !== "" && Number.isFinite(Number(raw))) candidate = Number(raw);
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data };
  const allowed =
    schema instanceof z.ZodEnum ? `one of ${(schema.options as string[]).join(", ")}` : type === "boolean" ? "true or false" : type === "number" ? describeNumber(schema) : "a valid value";
  return { ok: false, message: `The knob "${name}" cannot be "${raw}" (it takes ${allowed}); it was left at its default.` };
}

function describeNumber(schema: z.ZodType): string {
  const bag = (schema as z.ZodNumber).minValue !== undefined ? (schema as z.ZodNumber) : undefined;
  if (bag && bag.minValue !== null && bag.maxValue !== null && Number.isFinite(bag.minValue) && Number.isFinite(bag.maxValue)) {
    return `${bag.isInt ? "a whole number" : "a number"} from ${bag.minValue} to ${bag.maxValue}`;
  }
  return "a number";
}
