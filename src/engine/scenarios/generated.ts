import { KNOBS, type KnobName, type Knobs } from "../knobs";
import { scaleScenario } from "./scale";
import type { ScenarioGenerator } from "./generatorIds";
import type { Scenario } from "./types";

/** Each generator: the scenario it makes for a knob setting (plain data, the same for the same knobs). */
const GENERATORS: Record<ScenarioGenerator, (knobs: Knobs) => Scenario> = {
  scale: (knobs) => scaleScenario(knobs),
};

/**
 * The scenario a run plays: a generated scenario made afresh from the knobs (its parameters are
 * knobs, so a link stays a few numbers), any other scenario as it is.
 */
export function playedScenario(scenario: Scenario, knobs: Knobs): Scenario {
  return scenario.generator ? GENERATORS[scenario.generator](knobs) : scenario;
}

/** The values of a generated scenario's parameters, as one comparable text ("" for any other scenario). */
export function generatorParams(scenario: Pick<Scenario, "generator">, knobs: Knobs): string {
  if (!scenario.generator) return "";
  const names = (Object.keys(KNOBS) as KnobName[]).filter((name) => KNOBS[name].meta.generator === scenario.generator);
  return names.map((name) => `${name}=${String(knobs[name])}`).join("&");
}
