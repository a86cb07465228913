import { z } from "zod/mini";
import { knobValues, type KnobName } from "./knobs";

/**
 * A knob's values as a zod schema, for data that carries knob values among other fields (a scenario's
 * knobs, its narrative's conditions): zod words what is wrong with a value as it words any other field.
 * Apart from the knob table, so the page's first paint needs no zod.
 */
export function knobValueSchema(name: KnobName): z.ZodMiniType {
  const values = knobValues(name);
  if (values.kind === "boolean") return z.boolean();
  if (values.kind === "enum") return z.enum(values.choices as [string, ...string[]]);
  const range = [...(values.min === undefined ? [] : [z.minimum(values.min)]), ...(values.max === undefined ? [] : [z.maximum(values.max)])];
  return (values.int ? z.int() : z.number()).check(...range);
}
