/**
 * What happens to the run on screen, told to the slices that follow it: the story (its settings' runs),
 * the lesson (a pending step's playhead) and the compare strip (B and the key settings). The run slice
 * and the scenario slice emit; the followers subscribe where they are made, so the run slice names none
 * of them and a new follower is one `on` call in its own slice.
 */
export type RunEvent =
  /** A run of the setting on screen was handed to the engine (or served prepared). */
  | "requested"
  /** That run's trace is now the store's `trace`. */
  | "arrived"
  /** Another scenario is on screen (its run already requested). */
  | "scenarioLoaded";

/** The store's one hub of {@link RunEvent}s. */
export interface RunEvents {
  emit(event: RunEvent): void;
  on(event: RunEvent, listener: () => void): void;
}

/** A hub with no listeners yet; listeners run in the order they subscribed. */
export function createRunEvents(): RunEvents {
  const listeners = new Map<RunEvent, (() => void)[]>();
  return {
    emit(event) {
      for (const listener of listeners.get(event) ?? []) listener();
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
  };
}
