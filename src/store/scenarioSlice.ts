import type { Knobs } from "../engine/knobs";
import { OPENING_SCENARIO, builtInScenarios, catalogueLoaded, findScenario } from "../engine/scenarios/builtIns";
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
  /** Scenarios the picker lists: the built-ins this page holds (see `builtIns.ts`), then the user's own. */
  scenarios: readonly Scenario[];
}

export interface ScenarioActions {
  /**
   * Loads the whole catalogue of built-in scenarios (a chunk of its own, which registers itself in
   * `builtIns.ts`; the page starts with the opening scenario alone) and lists every built-in before
   * the scenarios the user opened. Rejects if the chunk cannot be fetched.
   */
  loadCatalogue(): Promise<void>;
  /**
   * Switches to a listed scenario by id, opens it with its own knobs and runs it. A built-in the page
   * lists from its index but does not hold yet opens once the catalogue has arrived.
   */
  selectScenario(id: string): void;
  /**
   * Plays any scenario (from a link or the editor) with the given knobs (or its defaults), decisions
   * (or none) and fork (or none), and lists it in the picker. Its id means what it says: a custom
   * scenario keeps its id unless a built-in has it (then it is listed as `<id>-2`, always the same
   * one), a newer custom scenario of one id takes the place of the earlier one (a draft run again, a
   * second version of a link), and the same scenario opened twice is listed once. Returns the scenario
   * as listed and played.
   */
  loadScenario(scenario: Scenario, knobs?: Partial<Knobs>, options?: { decisions?: HumanDecision[]; fork?: ForkRequest }): Scenario;
}

/** Same content, whatever the object: a link reopened, a file imported twice. */
function sameContent(a: Scenario, b: Scenario): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The id a custom scenario is listed under: its own, unless a built-in has it (then the first `<id>-N` no built-in has). */
function listedId(id: string): string {
  let listed = id;
  for (let n = 2; findScenario(listed); n += 1) listed = `${id}-${n}`;
  return listed;
}

/** Where a scenario goes in the picker's list, and under which id. */
function listScenario(scenarios: readonly Scenario[], given: Scenario): { listed: Scenario; scenarios: readonly Scenario[] } {
  // A copy of a built-in, id and all, is that built-in.
  const builtIn = findScenario(given.id);
  const scenario = builtIn && sameContent(builtIn, given) ? builtIn : given;
  if (isBuiltIn(scenario)) return { listed: scenario, scenarios: scenarios.includes(scenario) ? scenarios : [...scenarios, scenario] };
  const id = listedId(scenario.id);
  const listed = id === scenario.id ? scenario : { ...scenario, id };
  const holder = scenarios.findIndex((s) => s.id === id);
  if (holder < 0) return { listed, scenarios: [...scenarios, listed] };
  if (sameContent(scenarios[holder], listed)) return { listed: scenarios[holder], scenarios };
  return { listed, scenarios: scenarios.with(holder, listed) };
}

export const createScenarioSlice = (events: RunEvents): SliceCreator<ScenarioState & ScenarioActions> => (set, get) => ({
  scenario: OPENING_SCENARIO,
  scenarios: builtInScenarios(),
  loadCatalogue() {
    return import("../engine/scenarios").then(() => {
      const builtIns = builtInScenarios();
      set((s) => ({ scenarios: [...builtIns, ...s.scenarios.filter((scenario) => !builtIns.includes(scenario))] }));
    });
  },
  selectScenario(id) {
    const scenario = get().scenarios.find((s) => s.id === id) ?? findScenario(id);
    if (scenario) get().loadScenario(scenario);
    // A failed download leaves the scenario on screen as it was: the picker still lists what it can open.
    else if (!catalogueLoaded()) void get().loadCatalogue().then(() => get().selectScenario(id), () => undefined);
  },
  loadScenario(scenario, knobs, { decisions = [], fork } = {}) {
    const { listed, scenarios } = listScenario(get().scenarios, scenario);
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
