import { z } from "zod/mini";
import { knobValues, type KnobName } from "./knobs";

/**
 * A knob's values as a zod schema, for data that carries knob values among other fields (a scenario's
 * knobs, its narrative's conditions): zod words what is wrong with a value as it words any other field.
 * The knob table itself holds plain data (`KnobValues`), which every other reader reads as it is.
 */
export function knobValueSchema(name: KnobName): z.ZodMiniType {
  let schema = made.get(name);
  if (!schema) made.set(name, (schema = schemaOf(name)));
  return schema;
}

/** Each knob's schema, made once (the scenario's knobs and its narrative's conditions share them). */
const made = new Map<KnobName, z.ZodMiniType>();

function schemaOf(name: KnobName): z.ZodMiniType {
  const values = knobValues(name);
  if (values.kind === "boolean") return z.boolean();
  if (values.kind === "enum") return z.enum(values.choices as [string, ...string[]]);
  const range = [...(values.min === undefined ? [] : [z.minimum(values.min)]), ...(values.max === undefined ? [] : [z.maximum(values.max)])];
  return (values.int ? z.int() : z.number()).check(...range);
}
