import { KNOBS, type KnobName } from "../engine/knobs";
import { knobValues, withoutDefault, type KnobValues } from "../engine/knobSchema";

/** A knob value as link text: enums as their value, booleans as `true`/`false`, numbers in decimal. */
export function writeKnobParam(value: unknown): string {
  return String(value);
}

/**
 * Reads a knob's link text with the knob's own zod schema, so a knob added to `KNOBS` needs no
 * change here. Returns the value, or a plain reason it was refused.
 */
export function readKnobParam(name: KnobName, raw: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const values = knobValues(name);
  let candidate: unknown = raw;
  if (values.kind === "boolean") candidate = raw === "true" || raw === "1" ? true : raw === "false" || raw === "0" ? false : raw;
  if (values.kind === "number" && raw.trim() !== "" && Number.isFinite(Number(raw))) candidate = Number(raw);
  const parsed = withoutDefault(KNOBS[name].schema).safeParse(candidate);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: `The knob "${name}" cannot be "${raw}" (it takes ${describe(values)}); it was left at its default.` };
}

function describe(values: KnobValues): string {
  if (values.kind === "enum") return `one of ${values.choices.join(", ")}`;
  if (values.kind === "boolean") return "true or false";
  const { min, max } = values;
  if (min !== undefined && max !== undefined) return `${values.int ? "a whole number" : "a number"} from ${min} to ${max}`;
  return "a number";
}
