import { knobValues, type KnobName } from "../../engine/knobs";

/** How a knob is edited, read from its zod schema (so a new knob needs no UI code). */
export type KnobControl =
  | { kind: "boolean" }
  | { kind: "enum"; options: readonly string[] }
  | { kind: "number"; min?: number; max?: number; step: number };

/** The control for a knob: a switch, a choice, or a bounded number. */
export function knobControl(name: KnobName): KnobControl {
  const values = knobValues(name);
  if (values.kind === "boolean") return { kind: "boolean" };
  if (values.kind === "enum") return { kind: "enum", options: values.choices };
  const { min, max } = values;
  return { kind: "number", ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), step: values.int ? 1 : 0.05 };
}
