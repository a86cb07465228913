import { oneKnobNeighbours } from "../engine/neighbours";
import type { RunEvents } from "./runEvents";
import type { AppState, StoreDeps } from "./types";

/**
 * Runs longer than this many steps are not predicted: a 24-worker run's neighbours would take the
 * background engine seconds each and hold megabytes, for toggles a class rarely makes there.
 */
export const PREDICT_UP_TO_STEPS = 400;

/**
 * Once the user has changed a setting (a run of the same scenario arrives with other knobs than the
 * one before), and the page is idle, asks the engine to run the one-knob neighbours of the setting on
 * screen ahead (`EngineClient.predict`), so the next toggle repaints from a trace that is already
 * there. A page only watched is never made to run more than it shows, and neither is a run that ended
 * in an error (a run budget, say: its neighbours would likely cost as much). Only for the setting
 * still on screen when the page gets idle.
 */
export function predictNeighbours(deps: StoreDeps, events: RunEvents, get: () => AppState): void {
  const predict = deps.engine.predict;
  if (!predict) return;
  const whenIdle = deps.whenIdle ?? ((callback: () => void) => callback());
  let last: { scenario: AppState["scenario"]; knobs: AppState["knobs"] } | undefined;
  events.on("arrived", () => {
    const { scenario, knobs, trace } = get();
    const toggled = last?.scenario === scenario && last.knobs !== knobs;
    last = { scenario, knobs };
    if (!toggled || !trace || trace.outcome.status === "error" || trace.steps.length > PREDICT_UP_TO_STEPS) return;
    whenIdle(() => {
      const now = get();
      if (now.scenario === scenario && now.knobs === knobs) predict(scenario, oneKnobNeighbours(scenario, knobs));
    });
  });
}
