import { KNOBS, knobApplies, makeKnobs, type KnobName, type Knobs } from "../engine/knobs";
import type { Scenario } from "../engine/scenarios/types";

/** The finite values a knob can take (enum options, true/false); undefined for numeric knobs. */
export function knobChoices(name: KnobName): readonly (string | boolean)[] | undefined {
  const schema = KNOBS[name].schema as unknown as { def?: { innerType?: unknown }; unwrap?: () => unknown };
  const inner = (schema.unwrap?.() ?? schema) as { options?: readonly string[]; type?: string; def?: { type?: string } };
  if (Array.isArray(inner.options)) return inner.options;
  if (inner.type === "boolean" || inner.def?.type === "boolean") return [true, false];
  return undefined;
}

/**
 * Every knob combination the scenario can be played with: for each of its topologies, the cross
 * product of the finite knobs that apply to it (numeric knobs stay at the scenario's value).
 */
export function sweepCombos(scenario: Scenario): Knobs[] {
  const base = makeKnobs({ ...scenario.knobs });
  const combos: Knobs[] = [];
  for (const topology of scenario.topologies) {
    const names = (Object.keys(KNOBS) as KnobName[]).filter(
      (name) => name !== "topology" && knobApplies(name, topology) && knobChoices(name),
    );
    let partial: Partial<Knobs>[] = [{ topology }];
    for (const name of names) {
      partial = partial.flatMap((p) => knobChoices(name)!.map((value) => ({ ...p, [name]: value })));
    }
    combos.push(...partial.map((p) => makeKnobs({ ...base, ...p })));
  }
  return combos;
}
