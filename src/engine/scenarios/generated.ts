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
 * knobs, so a link stays a few numbers), a scenario with a second flow in the flow its knob picks,
 * any other scenario as it is.
 */
export function playedScenario(scenario: Scenario, knobs: Knobs): Scenario {
  if (scenario.generator) return GENERATORS[scenario.generator](knobs);
  return scenario.batchedFlow && knobs.flow === "batched" ? { ...scenario, ...scenario.batchedFlow } : scenario;
}

/**
 * The knobs that change what a scenario plays, as one comparable text: a generated scenario's
 * parameters, the flow of one with a second flow ("" for any other scenario).
 */
export function generatorParams(scenario: Pick<Scenario, "generator" | "batchedFlow">, knobs: Knobs): string {
  if (scenario.batchedFlow) return `flow=${knobs.flow}`;
  if (!scenario.generator) return "";
  const names = (Object.keys(KNOBS) as KnobName[]).filter((name) => KNOBS[name].meta.generator === scenario.generator);
  return names.map((name) => `${name}=${String(knobs[name])}`).join("&");
}
