import type { Knobs } from "../knobs";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import type { LessonMark, LessonStep, Scenario } from "../scenarios/types";
import type { Trace, TraceStep } from "../trace/types";
import { isFigureName, type FigureName } from "../story/figures";
import { placeholdersOf, type StoryPart } from "../story/placeholders";

/** The full knob setting a lesson step shows: the scenario's own, with the step's knobs over it. */
export function lessonKnobs(scenario: Scenario, step: LessonStep): Knobs {
  return scenarioKnobs(scenario, step.knobs);
}

/** A step's node as a mark names it: the node, after its subgraph namespace (`researcher:tools`). */
function markNode(step: TraceStep): string {
  return [...step.namespace, step.node].join(":");
}

/**
 * The playhead a mark stands for on this run: the `nth` (or last) step that matches every field the
 * mark gives. No mark means the run's last step (the outcome). Undefined when no step matches: the
 * lesson tests require every built-in mark to find its step on the run its lesson step shows.
 */
export function resolveMark(trace: Trace, mark: LessonMark | undefined): number | undefined {
  if (!mark) return trace.steps.length - 1;
  const matches = trace.steps.filter(
    (step) =>
      (mark.node === undefined || markNode(step) === mark.node) &&
      (mark.kind === undefined || step.kind === mark.kind) &&
      (mark.turn === undefined || step.turn === mark.turn - 1),
  );
  const found = mark.last ? matches.at(-1) : matches[(mark.nth ?? 1) - 1];
  return found?.index;
}

/** The seq of the model call a lesson step points at (`{ call: { agent, n } }`), if the run made it. */
export function lessonCall(trace: Trace, step: LessonStep): number | undefined {
  const look = step.look;
  if (!look || !("call" in look)) return undefined;
  return trace.modelCalls.filter((call) => call.agent === look.call.agent)[look.call.n - 1]?.seq;
}

/** A figure the page shows in its own panels (the metric tiles, the history count, the chart). */
export type ScreenFigure = "messages" | "chars" | "llmCalls";

/** Which of the page's own figures give away each story figure a prediction can ask for. */
const GIVES_AWAY: Partial<Record<FigureName, readonly ScreenFigure[]>> = {
  messages: ["messages"],
  typed: ["messages"],
  chars: ["chars"],
  calls: ["llmCalls"],
  turnCalls: ["llmCalls"],
};

/**
 * What a predict step hides until Reveal: the page's figures that give its answer away, and the story
 * figures (by name, on any setting) whose number would, wherever a text quotes them.
 */
export interface LessonMask {
  screen: readonly ScreenFigure[];
  figures: readonly string[];
}

/** The mask of a lesson step: undefined for a step that asks nothing. */
export function lessonMask(step: LessonStep | undefined): LessonMask | undefined {
  if (!step?.predict) return undefined;
  const figures = placeholdersOf(step.predict.answer).map((p) => p.figure);
  const screen = [...new Set(figures.flatMap((figure) => (isFigureName(figure) ? (GIVES_AWAY[figure] ?? []) : [])))];
  return { screen, figures };
}

/** What a masked figure shows instead of its number. */
export const MASKED = "?";

/**
 * A filled text with every figure that would give the answer shown as {@link MASKED}: the mask's
 * figures on any setting, and any figure whose number is the answer's (`answer`, once known).
 */
export function maskStory(parts: readonly StoryPart[], mask: LessonMask, answer: string | undefined): StoryPart[] {
  return parts.map((part) =>
    "figure" in part && (mask.figures.includes(part.figure.figure) || (answer !== undefined && part.value === answer)) ? { ...part, value: MASKED } : part,
  );
}
