import type { ForkRequest } from "../engine/trace/fork";
import type { Trace } from "../engine/trace/types";
import type { SliceCreator } from "./types";

export interface ForkState {
  /** Time travel: the step, agent and changed reply the current run forks with, if any. */
  fork?: ForkRequest;
  /** The run the fork was made from, shown beside it (absent when a link opened the fork). */
  forkedFrom?: Trace;
  /** Whether the "fork from here" form is open. */
  forkFormOpen: boolean;
}

export interface ForkActions {
  /** Forks the run on screen at a step: re-runs from that step's checkpoint with the agent's next reply changed. */
  forkFrom(fork: ForkRequest): void;
  /** Back to the run without the fork. */
  clearFork(): void;
  setForkFormOpen(open: boolean): void;
}

export const createForkSlice: SliceCreator<ForkState & ForkActions> = (set, get) => ({
  fork: undefined,
  forkedFrom: undefined,
  forkFormOpen: false,
  setForkFormOpen: (forkFormOpen) => set({ forkFormOpen }),
  forkFrom(fork) {
    const { trace, forkedFrom } = get();
    // Forking a fork compares with the run it came from, not with the fork.
    set({ fork, forkedFrom: forkedFrom ?? trace });
    get().requestRun({ playFrom: fork.step });
  },
  clearFork() {
    set({ fork: undefined, forkedFrom: undefined });
    get().requestRun({ keepPlayhead: true });
  },
});

export const selectFork = (s: ForkState) => s.fork;
export const selectForkedFrom = (s: ForkState) => s.forkedFrom;
export const selectForkFormOpen = (s: ForkState) => s.forkFormOpen;
export const selectSetForkFormOpen = (s: ForkActions) => s.setForkFormOpen;
