import { oneKnobNeighbours } from "../engine/neighbours";
import type { RunEvents } from "./runEvents";
import type { AppState, StoreDeps } from "./types";

/**
 * Runs longer than this many steps are not predicted: a 24-worker run's neighbours would take the
 * background engine seconds each and hold megabytes, for toggles a class rarely makes there.
 */
export const PREDICT_UP_TO_STEPS = 400;

/**
 * After each run arrives, once the page is idle, asks the engine to run the one-knob neighbours of
 * the setting on screen ahead (`EngineClient.predict`), so the next toggle repaints from a trace that
 * is already there. Only for the setting still on screen when the page gets idle.
 */
export function predictNeighbours(deps: StoreDeps, events: RunEvents, get: () => AppState): void {
  const predict = deps.engine.predict;
  if (!predict) return;
  const whenIdle = deps.whenIdle ?? ((callback: () => void) => callback());
  events.on("arrived", () => {
    const { scenario, knobs, trace } = get();
    if (!trace || trace.steps.length > PREDICT_UP_TO_STEPS) return;
    whenIdle(() => {
      const now = get();
      if (now.scenario === scenario && now.knobs === knobs) predict(scenario, oneKnobNeighbours(scenario, knobs));
    });
  });
}
