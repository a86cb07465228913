import { knobChoices, makeKnobs, type Knobs } from "./knobs";
import type { Scenario } from "./scenarios/types";
import { sweptKnobs } from "./sweepPlan";

/**
 * The settings one click away from `knobs` in the knobs panel, the likeliest next runs first: each
 * enum or boolean knob of this topology at each other value, then each other topology the scenario plays.
 * Each is the setting the panel would make (`makeKnobs` over the current one), none twice, never
 * `knobs` itself.
 */
export function oneKnobNeighbours(scenario: Scenario, knobs: Knobs): Knobs[] {
  const changes: Partial<Knobs>[] = [
    ...sweptKnobs(knobs.topology).flatMap((name) => knobChoices(name)!.filter((value) => value !== knobs[name]).map((value) => ({ [name]: value }) as Partial<Knobs>)),
    ...scenario.topologies.filter((topology) => topology !== knobs.topology).map((topology) => ({ topology })),
  ];
  const seen = new Set([JSON.stringify(knobs)]);
  return changes
    .map((change) => makeKnobs({ ...knobs, ...change }))
    .filter((next) => {
      const key = JSON.stringify(next);
      return !seen.has(key) && Boolean(seen.add(key));
    });
}
