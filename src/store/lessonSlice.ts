import type { KnobName } from "../engine/knobs";
import { lessonCall, lessonKnobs, resolveMark } from "../engine/lessons/lessons";
import { knobsKey } from "./baseline";
import type { RunEvents } from "./runEvents";
import type { SliceCreator } from "./types";

export interface LessonState {
  /** The lesson step on screen (from 0), or undefined while no lesson is being followed. */
  lessonStep?: number;
  /** A lesson step waiting for its run: the playhead moves once the run arrives. */
  lessonPending?: number;
  /** Whether the step's "predict the number" answer is shown. */
  lessonRevealed: boolean;
  /** Knobs a link hides from the knobs panel (an exercise: `hide=outputMode`). */
  hiddenKnobs: KnobName[];
}

export interface LessonActions {
  /** Shows lesson step `index`: applies its setting, waits for the run, moves the playhead, points at its target. */
  goToLessonStep(index: number): void;
  /** The next step (the first when the lesson has not started). */
  nextLessonStep(): void;
  prevLessonStep(): void;
  closeLesson(): void;
  /** Shows the answer to the step's prediction question. */
  revealAnswer(): void;
  /** Marks a step as the one on screen without applying it (a link reopens the view it already holds). */
  restoreLessonStep(index: number | undefined): void;
  setHiddenKnobs(names: KnobName[]): void;
}

export const createLessonSlice = (events: RunEvents): SliceCreator<LessonState & LessonActions> => (set, get) => {
  const steps = () => get().scenario.lesson ?? [];
  /** Moves the playhead to the step's mark on the run on screen, and opens the model call it points at. */
  const place = (index: number) => {
    const step = steps()[index];
    const trace = get().trace;
    if (!step || !trace) return;
    get().setStep(resolveMark(trace, step.at) ?? trace.steps.length - 1);
    const call = lessonCall(trace, step);
    if (call !== undefined) get().selectCall(call);
  };

  // A run arrived: a pending lesson step places its playhead on it.
  events.on("arrived", () => {
    const pending = get().lessonPending;
    if (pending === undefined) return;
    set({ lessonPending: undefined });
    place(pending);
  });

  return {
    lessonStep: undefined,
    lessonPending: undefined,
    lessonRevealed: false,
    hiddenKnobs: [],

    goToLessonStep(index) {
      const step = steps()[index];
      if (!step) return;
      const knobs = lessonKnobs(get().scenario, step);
      set({ lessonStep: index, lessonRevealed: false });
      const { trace, status, scenario } = get();
      const showing = status === "ready" && trace?.scenarioId === scenario.id && knobsKey(trace.knobs) === knobsKey(knobs);
      if (showing && knobsKey(get().knobs) === knobsKey(knobs)) {
        set({ lessonPending: undefined });
        place(index);
        return;
      }
      set({ lessonPending: index });
      get().setKnobs(knobs);
    },
    nextLessonStep() {
      const at = get().lessonStep;
      get().goToLessonStep(at === undefined ? 0 : Math.min(at + 1, steps().length - 1));
    },
    prevLessonStep() {
      const at = get().lessonStep;
      if (at !== undefined && at > 0) get().goToLessonStep(at - 1);
    },
    closeLesson: () => set({ lessonStep: undefined, lessonPending: undefined, lessonRevealed: false }),
    revealAnswer: () => set({ lessonRevealed: true }),
    restoreLessonStep: (index) =>
      set({ lessonStep: index !== undefined && index < steps().length ? index : undefined, lessonPending: undefined, lessonRevealed: false }),
    setHiddenKnobs: (hiddenKnobs) => set({ hiddenKnobs }),
  };
};
