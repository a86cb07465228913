import type { Knobs } from "../engine/knobs";
import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import { knobsKey as keyOf } from "../store/baseline";
import type { EngineConnection } from "./engineConnection";

/** How much the predictions may hold: traces, and their steps summed (a 24-worker run has over a thousand). */
export const PREDICTION_LIMITS = { traces: 24, steps: 4_000 } as const;

/**
 * Runs made ahead of the user's next click: while the page is idle, the settings one knob away from
 * the one on screen run on a background engine of their own, so a toggle to one of them repaints
 * from a real trace that is already there. Keyed by the scenario object (an edit makes a new one, which
 * drops every prediction) and the whole knob setting; bounded in traces and steps.
 */
export interface PredictedRuns {
  /** The trace already made for exactly this scenario and setting, if there is one. */
  take(scenario: Scenario, knobs: Partial<Knobs>): Trace | undefined;
  /**
   * Keeps a trace the page's own engine made for the scenario being predicted, so a toggle back to it
   * repaints at once too. Runs of any other scenario object (the story's, an edit's) are not kept.
   */
  keep(scenario: Scenario, knobs: Partial<Knobs>, trace: Trace): void;
  /** Runs these settings one at a time in the background, in order, replacing whatever was queued. */
  predict(scenario: Scenario, settings: readonly Knobs[]): void;
}

/**
 * Predictions on the engine `connect` makes (on first use). `onReady` is told, for each setting
 * predicted, once its trace is held: run ahead, or already made by the page (the bench and the e2e
 * suite count them).
 */
export function createPredictedRuns(connect: () => EngineConnection, onReady?: () => void): PredictedRuns {
  let connection: EngineConnection | undefined;
  let scenarioHeld: Scenario | undefined;
  const traces = new Map<string, Trace>();
  let queue: Knobs[] = [];
  let running = false;

  const forScenario = (scenario: Scenario) => {
    if (scenarioHeld === scenario) return;
    scenarioHeld = scenario;
    traces.clear();
    queue = [];
  };

  const store = (knobs: Partial<Knobs>, trace: Trace) => {
    const key = keyOf(knobs);
    traces.delete(key);
    traces.set(key, trace);
    // Oldest first out, until both bounds hold.
    const steps = () => [...traces.values()].reduce((sum, held) => sum + held.steps.length, 0);
    while (traces.size > PREDICTION_LIMITS.traces || (traces.size > 1 && steps() > PREDICTION_LIMITS.steps)) traces.delete(traces.keys().next().value!);
  };

  const drain = async () => {
    if (running) return;
    running = true;
    try {
      while (queue.length) {
        const scenario = scenarioHeld!;
        const knobs = queue.shift()!;
        if (traces.has(keyOf(knobs))) {
          onReady?.();
          continue;
        }
        connection ??= connect();
        const answer = await connection.send({ type: "run", scenario, knobs, decisions: [] }).catch(() => undefined);
        if (answer?.type !== "trace" || scenarioHeld !== scenario) continue;
        store(knobs, answer.trace);
        onReady?.();
      }
    } finally {
      running = false;
    }
  };

  return {
    take(scenario, knobs) {
      return scenarioHeld === scenario ? traces.get(keyOf(knobs)) : undefined;
    },
    keep(scenario, knobs, trace) {
      if (scenarioHeld === scenario) store(knobs, trace);
    },
    predict(scenario, settings) {
      forScenario(scenario);
      // The settings one click away now are the ones worth holding: those already held become the newest,
      // so the runs this round adds push out older settings, never the way back to the one just left.
      for (const knobs of settings) {
        const held = traces.get(keyOf(knobs));
        if (held) store(knobs, held);
      }
      queue = [...settings];
      void drain();
    },
  };
}
