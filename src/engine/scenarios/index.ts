import { hierarchical } from "./hierarchical";
import { jsonDispatch } from "./jsonDispatch";
import { researchCode } from "./researchCode";
import { router } from "./router";
import type { Scenario } from "./types";

/** Built-in scenarios, in the order the scenario picker lists them. */
export const SCENARIOS: readonly Scenario[] = [researchCode, jsonDispatch, router, hierarchical];

/** The built-in scenario with this id, if any. */
export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}
