import { z } from "zod";
import { KNOBS, type KnobName } from "../../engine/knobs";

/** How a knob is edited, read from its zod schema (so a new knob needs no UI code). */
export type KnobControl =
  | { kind: "boolean" }
  | { kind: "enum"; options: readonly string[] }
  | { kind: "number"; min?: number; max?: number; step: number };

interface NumberLike {
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  format?: string | null;
}

/** The values an enum or boolean knob can take. (The engine's copy lives beside `run`, too heavy to import here.) */
function knobChoices(name: KnobName): readonly (string | boolean)[] | undefined {
  const schema = KNOBS[name].schema;
  const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  if (inner instanceof z.ZodEnum) return inner.options as readonly string[];
  if (inner instanceof z.ZodBoolean) return [true, false];
  return undefined;
}

/** The control for a knob: a switch, a choice, or a bounded number. */
export function knobControl(name: KnobName): KnobControl {
  const choices = knobChoices(name);
  if (choices && typeof choices[0] === "boolean") return { kind: "boolean" };
  if (choices) return { kind: "enum", options: choices as readonly string[] };
  const schema = KNOBS[name].schema as unknown as { unwrap?: () => NumberLike };
  const inner = (schema.unwrap?.() ?? schema) as NumberLike;
  const int = inner.isInt === true || inner.format === "safeint";
  return {
    kind: "number",
    ...(typeof inner.minValue === "number" && Number.isFinite(inner.minValue) ? { min: inner.minValue } : {}),
    ...(typeof inner.maxValue === "number" && Number.isFinite(inner.maxValue) ? { max: inner.maxValue } : {}),
    step: int ? 1 : 0.05,
  };
}
