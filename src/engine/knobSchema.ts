import { z } from "zod/mini";
import { KNOBS, type KnobName } from "./knobs";

/**
 * What a knob's zod schema says about its values, read once here for every reader (the knobs panel,
 * the link, the sweep, scenario validation, the generated script, the tests' arbitraries), so a knob
 * added to `KNOBS` needs no code anywhere else.
 */
export type KnobValues =
  | { kind: "boolean"; choices: readonly [true, false] }
  | { kind: "enum"; choices: readonly string[] }
  | { kind: "number"; int: boolean; min?: number; max?: number };

/** A schema without its default: what a value must be when one is given. */
export function withoutDefault(schema: z.ZodMiniType): z.ZodMiniType {
  return schema instanceof z.ZodMiniDefault ? (schema._zod.def.innerType as z.ZodMiniType) : schema;
}

/** The values a knob takes, read from its schema. */
export function knobValues(name: KnobName): KnobValues {
  const schema = withoutDefault(KNOBS[name].schema);
  if (schema instanceof z.ZodMiniEnum) return { kind: "enum", choices: schema.options as string[] };
  if (schema instanceof z.ZodMiniBoolean) return { kind: "boolean", choices: [true, false] };
  if (!(schema instanceof z.ZodMiniNumber)) throw new Error(`The knob "${name}" is neither an enum, a boolean nor a number.`);
  // The schema's checks (z.minimum, z.maximum), and the schema itself: z.int() is its own integer check.
  let int = false;
  let min: number | undefined;
  let max: number | undefined;
  for (const check of [schema, ...(schema._zod.def.checks ?? [])]) {
    const { check: kind, value } = check._zod.def as { check: string; value?: unknown };
    if (kind === "greater_than" && typeof value === "number") min = value;
    if (kind === "less_than" && typeof value === "number") max = value;
    if (kind === "number_format") int = true;
  }
  return { kind: "number", int, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** The values an enum or boolean knob can take; `undefined` for numbers (a sweep does not vary them). */
export function knobChoices(name: KnobName): readonly (string | boolean)[] | undefined {
  const values = knobValues(name);
  return values.kind === "number" ? undefined : values.choices;
}
