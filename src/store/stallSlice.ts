import type { EngineStall } from "./engineFault";
import type { SliceCreator, StoreDeps } from "./types";

export interface StallState {
  /**
   * The run's engine has been silent past its allowance (no progress report, no answer): the user
   * decides whether to keep waiting or stop; nothing stops it by itself.
   */
  engineStall?: EngineStall;
}

export interface StallActions {
  /** Keeps waiting for the silent engine (it is asked again after another allowance of silence). */
  keepWaiting(): void;
}

export function createStallSlice(deps: StoreDeps): SliceCreator<StallState & StallActions> {
  return (set) => {
    deps.engine.onStall?.((engineStall) => set({ engineStall }));
    return {
      engineStall: undefined,
      keepWaiting: () => deps.engine.keepWaiting?.(),
    };
  };
}

export const selectEngineStall = (s: StallState) => s.engineStall;
