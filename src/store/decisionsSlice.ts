import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { SliceCreator } from "./types";

export interface DecisionsState {
  /**
   * The human's answers to the run's interrupts, in order. Every run replays them on the real graph
   * (each one a `Command({ resume })`); where they run out, the run waits at the next interrupt.
   */
  decisions: HumanDecision[];
}

export interface DecisionsActions {
  /**
   * Answers the interrupt the playhead is on: keeps the decisions made before it, adds this one, and
   * re-runs, so the graph resumes with it and the rest of the run plays from that step.
   */
  decide(decision: HumanDecision): void;
}

export const createDecisionsSlice: SliceCreator<DecisionsState & DecisionsActions> = (set, get) => ({
  decisions: [],
  decide(decision) {
    const { trace, step } = get();
    if (trace?.steps[step]?.kind !== "interrupt") return;
    // Interrupts before this one keep their answers; an answered one asked again is re-answered.
    const before = trace.steps.slice(0, step).filter((s) => s.kind === "interrupt").length;
    set({ decisions: [...get().decisions.slice(0, before), decision] });
    get().requestRun({ playFrom: step });
  },
});

export const selectDecide = (s: DecisionsActions) => s.decide;
