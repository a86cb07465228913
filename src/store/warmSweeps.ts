import { PREDICT_UP_TO_STEPS } from "./predictNeighbours";
import type { RunEvents } from "./runEvents";
import type { AppState, StoreDeps } from "./types";

/**
 * Once the user has changed something (a run arrives for another scenario or setting than the one
 * before) and the page is idle, starts the sweep's engines (`EngineClient.warmSweeps`), so a sweep
 * opened later streams its first rows at once instead of waiting for its workers to load. A page only
 * watched starts no engine beyond the one its run needs.
 */
export function warmSweeps(deps: StoreDeps, events: RunEvents, get: () => AppState): void {
  const warm = deps.engine.warmSweeps;
  if (!warm) return;
  const whenIdle = deps.whenIdle ?? ((callback: () => void) => callback());
  let last: { scenario: AppState["scenario"]; knobs: AppState["knobs"] } | undefined;
  let warmed = false;
  events.on("arrived", () => {
    const { scenario, knobs } = get();
    const changed = last !== undefined && (last.scenario !== scenario || last.knobs !== knobs);
    last = { scenario, knobs };
    if (!changed || warmed) return;
    warmed = true;
    whenIdle(() => {
      // The setting on screen, then each other topology once (`warmUpRuns`), in each sweep worker, so
      // the code is compiled before the first row; not when the run on screen is long enough to hold up
      // a sweep opened meanwhile (a sweep's first row stops the warm-up anyway).
      const now = get();
      warm(now.trace && now.trace.steps.length <= PREDICT_UP_TO_STEPS ? { scenario: now.scenario, knobs: now.trace.knobs } : undefined);
    });
  });
}
