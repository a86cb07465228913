import type { Knobs } from "../engine/knobs";
import { SCENARIOS, findScenario } from "../engine/scenarios";
import type { HumanDecision } from "../engine/hitl/humanRequest";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import type { Scenario } from "../engine/scenarios/types";
import type { ForkRequest } from "../engine/trace/fork";
import type { SliceCreator } from "./types";

export interface ScenarioState {
  /** The scenario being played (a built-in one, or one loaded from a link or the editor). */
  scenario: Scenario;
  /** Scenarios the picker lists. */
  scenarios: readonly Scenario[];
}

export interface ScenarioActions {
  /** Switches to a listed scenario by id, opens it with its own knobs and runs it. */
  selectScenario(id: string): void;
  /** Plays any scenario (from a link or the editor) with the given knobs (or its defaults) and decisions (or none). */
  loadScenario(scenario: Scenario, knobs?: Partial<Knobs>, decisions?: HumanDecision[], fork?: ForkRequest): void;
}

export const createScenarioSlice: SliceCreator<ScenarioState & ScenarioActions> = (set, get) => ({
  scenario: SCENARIOS[0],
  scenarios: SCENARIOS,
  selectScenario(id) {
    const scenario = get().scenarios.find((s) => s.id === id) ?? findScenario(id);
    if (scenario) get().loadScenario(scenario);
  },
  loadScenario(scenario, knobs, decisions = [], fork) {
    const listed = get().scenarios.some((s) => s.id === scenario.id);
    set({
      scenario,
      scenarios: listed ? get().scenarios : [...get().scenarios, scenario],
      knobs: scenarioKnobs(scenario, knobs),
      decisions,
      fork,
      forkedFrom: undefined,
      sweepRows: undefined,
      sweepStatus: "idle",
    });
    get().requestRun({ keepPlayhead: false });
  },
});
