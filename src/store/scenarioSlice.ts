import type { Knobs } from "../engine/knobs";
import { SCENARIOS, findScenario } from "../engine/scenarios";
import type { HumanDecision } from "../engine/hitl/humanRequest";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import type { Scenario } from "../engine/scenarios/types";
import type { ForkRequest } from "../engine/trace/fork";
import { isBuiltIn } from "./appLink";
import type { RunEvents } from "./runEvents";
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
  /**
   * Plays any scenario (from a link or the editor) with the given knobs (or its defaults), decisions
   * (or none) and fork (or none), and lists it in the picker. A custom scenario whose id a different listed scenario already has is listed under
   * an id of its own (`<id>-2`, ...), so neither hides the other; with `replace` it takes the place of
   * the custom scenario of that id instead (the editor running a new version of its draft). Returns
   * the scenario as listed and played.
   */
  loadScenario(scenario: Scenario, knobs?: Partial<Knobs>, options?: { decisions?: HumanDecision[]; fork?: ForkRequest; replace?: boolean }): Scenario;
}

/** Same content, whatever the object and id: a link reopened (its copy may be listed under an id of its own), a file imported twice. */
function sameScenario(a: Scenario, b: Scenario): boolean {
  return a === b || JSON.stringify({ ...a, id: "" }) === JSON.stringify({ ...b, id: "" });
}

/** Where a scenario goes in the picker's list, and under which id. */
function listScenario(scenarios: readonly Scenario[], scenario: Scenario, replace: boolean): { listed: Scenario; scenarios: readonly Scenario[] } {
  const same = scenarios.find((s) => sameScenario(s, scenario));
  if (same) return { listed: same, scenarios };
  const holder = scenarios.findIndex((s) => s.id === scenario.id);
  if (holder < 0) return { listed: scenario, scenarios: [...scenarios, scenario] };
  if (replace && !isBuiltIn(scenarios[holder])) return { listed: scenario, scenarios: scenarios.with(holder, scenario) };
  const taken = new Set(scenarios.map((s) => s.id));
  let n = 2;
  while (taken.has(`${scenario.id}-${n}`)) n += 1;
  const listed = { ...scenario, id: `${scenario.id}-${n}` };
  return { listed, scenarios: [...scenarios, listed] };
}

export const createScenarioSlice = (events: RunEvents): SliceCreator<ScenarioState & ScenarioActions> => (set, get) => ({
  scenario: SCENARIOS[0],
  scenarios: SCENARIOS,
  selectScenario(id) {
    const scenario = get().scenarios.find((s) => s.id === id) ?? findScenario(id);
    if (scenario) get().loadScenario(scenario);
  },
  loadScenario(scenario, knobs, { decisions = [], fork, replace = false } = {}) {
    const { listed, scenarios } = listScenario(get().scenarios, scenario, replace);
    set({
      scenario: listed,
      scenarios,
      knobs: scenarioKnobs(listed, knobs),
      decisions,
      fork,
      forkedFrom: undefined,
      lessonStep: undefined,
      lessonPending: undefined,
      lessonRevealed: false,
    });
    get().resetSweep();
    get().requestRun({ keepPlayhead: false });
    events.emit("scenarioLoaded");
    return listed;
  },
});
