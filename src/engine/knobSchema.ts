import { z } from "zod";
import { KNOBS, type KnobName } from "./knobs";

/**
 * What a knob's zod schema says about its values, read once here for every reader (the knobs panel,
 * the link, the sweep, scenario validation), so a knob added to `KNOBS` needs no code anywhere else.
 */
export type KnobValues =
  | { kind: "boolean"; choices: readonly [true, false] }
  | { kind: "enum"; choices: readonly string[] }
  | { kind: "number"; int: boolean; min?: number; max?: number };

/** A schema without its `.default(...)`: what a value must be when one is given. */
export function withoutDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

/** The values a knob takes, read from its schema. */
export function knobValues(name: KnobName): KnobValues {
  const schema = withoutDefault(KNOBS[name].schema);
  if (schema instanceof z.ZodEnum) return { kind: "enum", choices: schema.options as string[] };
  if (schema instanceof z.ZodBoolean) return { kind: "boolean", choices: [true, false] };
  if (!(schema instanceof z.ZodNumber)) throw new Error(`The knob "${name}" is neither an enum, a boolean nor a number.`);
  const finite = (n: number | null) => (typeof n === "number" && Number.isFinite(n) ? n : undefined);
  const min = finite(schema.minValue);
  const max = finite(schema.maxValue);
  return { kind: "number", int: schema.isInt, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The values an enum or boolean knob can take; `undefined` for numbers (a sweep does not vary them). */
export function knobChoices(name: KnobName): readonly (string | boolean)[] | undefined {
  const values = knobValues(name);
  return values.kind === "number" ? undefined : values.choices;
}
