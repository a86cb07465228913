import type { Knobs } from "../engine/knobs";
import { findScenario } from "../engine/scenarios/builtIns";
import { keySettings } from "../engine/scenarios/keySettings";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import { knobsKey } from "./baseline";
import type { RunEvents } from "./runEvents";
import type { RunStatus } from "./runSlice";
import type { SliceCreator, StoreDeps } from "./types";

export interface CompareState {
  /** Setting B while compare mode is on (A is the setup panel's knobs); `undefined` when it is off. */
  compareKnobs?: Knobs;
  /**
   * B's scenario when it is not A's: an error-gallery scenario's fixed twin, or the other way round
   * after a swap (see {@link isFixPair}). `undefined`: B plays A's scenario.
   */
  compareScenario?: Scenario;
  /** B's run, for the scenario on screen. */
  compareTrace?: Trace;
  compareStatus: RunStatus;
  /** The scenario's key settings (the strip), each with its run once it arrives. */
  strip: { knobs: Knobs; trace?: Trace }[];
}

export interface CompareActions {
  /**
   * Turns compare mode on with B = `knobs` on the current scenario, or by default the key setting
   * after A's in the strip (the first one that is not A when A is not on it). With `scenario`, B plays
   * that scenario (at its own knobs with `knobs` over them) instead of A's.
   */
  openCompare(knobs?: Partial<Knobs>, scenario?: Scenario): void;
  /** An error-gallery scenario's fix as a before/after: A the mistake on screen at its last step, B the fix (its twin, or the fix knobs). */
  compareFix(): void;
  closeCompare(): void;
  /** Makes B the setup panel's setting and A's setting B. */
  swapCompare(): void;
  /** Re-runs B and the strip for the scenario on screen; on every switch (the `scenarioLoaded` event). */
  refreshCompare(): void;
}

/** Whether one scenario is the other's gallery fix: the only pairs B may play another scenario for. */
export function isFixPair(a: Scenario, b: Scenario): boolean {
  return a.gallery?.fixScenarioId === b.id || b.gallery?.fixScenarioId === a.id;
}

/** The default B for A: the strip's next setting after A, wrapping, or its first that is not A. */
export function defaultCompareKnobs(scenario: Scenario, a: Knobs): Knobs {
  const settings = keySettings(scenario);
  const key = knobsKey(a);
  const at = settings.findIndex((k) => knobsKey(k) === key);
  const next = at >= 0 ? settings[(at + 1) % settings.length] : settings.find((k) => knobsKey(k) !== key);
  return next ?? a;
}

export function createCompareSlice(deps: StoreDeps, events: RunEvents): SliceCreator<CompareState & CompareActions> {
  return (set, get) => {
    let generation = 0;
    let stripFor: Scenario | undefined;
    events.on("scenarioLoaded", () => get().refreshCompare());

    const runB = (scenario: Scenario, knobs: Knobs) => {
      const mine = ++generation;
      set({ compareStatus: "running" });
      deps.engine.run(scenario, knobs).then(
        (trace) => {
          if (mine === generation) set({ compareTrace: trace, compareStatus: "ready" });
        },
        () => {
          if (mine === generation) set({ compareStatus: "failed" });
        },
      );
    };

    const runStrip = (scenario: Scenario) => {
      if (stripFor === scenario) return;
      stripFor = scenario;
      const strip = keySettings(scenario).map((knobs) => ({ knobs }));
      set({ strip });
      strip.forEach(({ knobs }, i) => {
        deps.engine.run(scenario, knobs).then(
          (trace) => {
            if (stripFor !== scenario) return;
            set({ strip: get().strip.with(i, { knobs, trace }) });
          },
          () => undefined,
        );
      });
    };

    return {
      compareKnobs: undefined,
      compareScenario: undefined,
      compareTrace: undefined,
      compareStatus: "idle",
      strip: [],

      openCompare(knobs, other) {
        const { scenario } = get();
        const bScenario = other ?? scenario;
        const b = knobs ? scenarioKnobs(bScenario, knobs) : defaultCompareKnobs(bScenario, get().knobs);
        set({ compareKnobs: b, compareScenario: bScenario === scenario ? undefined : bScenario, compareTrace: undefined });
        runB(bScenario, b);
        runStrip(scenario);
      },

      compareFix() {
        const { scenario, knobs, scenarios } = get();
        const gallery = scenario.gallery;
        if (!gallery) return;
        const twin = gallery.fixScenarioId ? (scenarios.find((s) => s.id === gallery.fixScenarioId) ?? findScenario(gallery.fixScenarioId)) : undefined;
        get().openCompare({ ...knobs, ...gallery.fixKnobs }, twin);
        // A before/after of outcomes: A at its end, B at the step comparable to it.
        const { trace } = get();
        if (trace) get().setStep(trace.steps.length - 1);
      },

      closeCompare() {
        generation += 1;
        set({ compareKnobs: undefined, compareScenario: undefined, compareTrace: undefined, compareStatus: "idle" });
      },

      swapCompare() {
        const { compareKnobs, compareScenario, knobs, scenario } = get();
        if (!compareKnobs) return;
        if (compareScenario) {
          get().loadScenario(compareScenario, compareKnobs);
          get().openCompare(knobs, scenario);
          return;
        }
        get().setKnobs(compareKnobs);
        get().openCompare(knobs);
      },

      refreshCompare() {
        const { compareKnobs, compareScenario, scenario } = get();
        if (!compareKnobs) return;
        if (compareScenario && isFixPair(scenario, compareScenario)) {
          get().openCompare(compareKnobs, compareScenario);
          return;
        }
        set({ compareScenario: undefined });
        // B keeps its setting where the new scenario plays its topology; otherwise it takes the default.
        const b = scenario.topologies.includes(compareKnobs.topology) ? scenarioKnobs(scenario, compareKnobs) : defaultCompareKnobs(scenario, get().knobs);
        set({ compareKnobs: b, compareTrace: undefined });
        runB(scenario, b);
        runStrip(scenario);
      },
    };
  };
}
