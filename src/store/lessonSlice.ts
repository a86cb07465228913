import type { KnobName } from "../engine/knobs";
import { lessonCall, lessonKnobs, lessonMask, resolveMark, type LessonMask } from "../engine/lessons/lessons";
import type { LessonStep } from "../engine/scenarios/types";
import { fillStory, storyText } from "../engine/story/placeholders";
import { knobsKey } from "./baseline";
import type { RunEvents } from "./runEvents";
import type { AppState, SliceCreator } from "./types";

export interface LessonState {
  /** The lesson step on screen (from 0), or undefined while no lesson is being followed. */
  lessonStep?: number;
  /** A lesson step waiting for its run: the playhead moves once the run arrives. */
  lessonPending?: number;
  /** Whether the step's "predict the number" answer is shown. */
  lessonRevealed: boolean;
  /** The closing summary after the last step is on screen. */
  lessonSummary: boolean;
  /** Per predict step (by index): the learner's guess as typed, and the run's answer once revealed. */
  lessonGuesses: Record<number, { guess: string; answer?: string }>;
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
  /** Keeps the learner's guess for the step on screen. */
  setLessonGuess(guess: string): void;
  /** Shows the answer to the step's prediction question; `answer` is the run's figure, kept for the summary. */
  revealAnswer(answer?: string): void;
  /** Marks a step as the one on screen without applying it (a link reopens the view it already holds). */
  restoreLessonStep(index: number | undefined): void;
  setHiddenKnobs(names: KnobName[]): void;
}

export const createLessonSlice = (events: RunEvents): SliceCreator<LessonState & LessonActions> => (set, get) => {
  const steps = () => get().scenario.lesson ?? [];
  // Whether the compare on screen is a step's preset: only that one does moving on close.
  let presetCompare = false;
  /** Opens the step's compare preset, or closes the one an earlier step opened. */
  const applyCompare = (step: LessonStep) => {
    if (step.compare) {
      presetCompare = true;
      get().openCompare(step.compare);
    } else if (presetCompare) {
      presetCompare = false;
      get().closeCompare();
    }
  };
  /** The guess record of the step on screen, changed by `change`. */
  const withGuess = (change: (was: { guess: string; answer?: string }) => { guess: string; answer?: string }) => {
    const at = get().lessonStep;
    if (at === undefined) return {};
    return { lessonGuesses: { ...get().lessonGuesses, [at]: change(get().lessonGuesses[at] ?? { guess: "" }) } };
  };

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
    lessonSummary: false,
    lessonGuesses: {},
    hiddenKnobs: [],

    goToLessonStep(index) {
      const step = steps()[index];
      if (!step) return;
      const knobs = lessonKnobs(get().scenario, step);
      set({ lessonStep: index, lessonRevealed: get().lessonGuesses[index]?.answer !== undefined, lessonSummary: false });
      applyCompare(step);
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
      if (at === undefined) return get().goToLessonStep(0);
      // After the last step comes the summary; it changes no setting.
      if (at >= steps().length - 1) return set({ lessonSummary: true });
      get().goToLessonStep(at + 1);
    },
    prevLessonStep() {
      const at = get().lessonStep;
      if (at === undefined) return;
      if (get().lessonSummary) return get().goToLessonStep(at);
      if (at > 0) get().goToLessonStep(at - 1);
    },
    closeLesson: () => {
      presetCompare = false;
      set({ lessonStep: undefined, lessonPending: undefined, lessonRevealed: false, lessonSummary: false, lessonGuesses: {} });
    },
    setLessonGuess: (guess) => set(withGuess((was) => ({ ...was, guess }))),
    revealAnswer: (answer) => set({ lessonRevealed: true, ...withGuess((was) => ({ ...was, answer })) }),
    restoreLessonStep: (index) => {
      // A link that reopens a preset step reopens its compare too (the link's compare= row): moving on closes it.
      presetCompare = index !== undefined && Boolean(steps()[index]?.compare) && get().compareKnobs !== undefined;
      set({ lessonStep: index !== undefined && index < steps().length ? index : undefined, lessonPending: undefined, lessonRevealed: false, lessonSummary: false });
    },
    setHiddenKnobs: (hiddenKnobs) => set({ hiddenKnobs }),
  };
};

const masks = new WeakMap<LessonStep, LessonMask | undefined>();

/**
 * What the lesson step on screen hides until its Reveal (undefined when nothing is hidden). One
 * object per step, so a component reading it re-renders only when the step or the reveal changes.
 */
export const selectLessonMask = (s: AppState): LessonMask | undefined => {
  if (s.lessonStep === undefined || s.lessonRevealed || s.lessonSummary) return undefined;
  const step = s.scenario.lesson?.[s.lessonStep];
  if (!step) return undefined;
  if (!masks.has(step)) masks.set(step, lessonMask(step));
  return masks.get(step);
};

/** The hidden answer as the run on screen fills it (`12`), once that run is the step's; undefined otherwise. */
export const selectMaskedAnswer = (s: AppState): string | undefined => {
  const step = s.lessonStep === undefined ? undefined : s.scenario.lesson?.[s.lessonStep];
  if (!selectLessonMask(s) || !step?.predict || s.lessonPending !== undefined || !s.trace) return undefined;
  const parts = fillStory(step.predict.answer, { current: s.trace, setting: (name) => s.storyRuns[name] }, "en");
  return parts.every((part) => "text" in part || part.value !== undefined) ? storyText(parts) : undefined;
};
