import { useShallow } from "zustand/react/shallow";
import type { LessonStep } from "../../engine/scenarios/types";
import { useAppStore } from "../../store/appStore";
import type { AppState } from "../../store/types";
import { Prose } from "../i18n/Prose";
import { useLocalized, useText } from "../i18n/useText";
import { useStory } from "../scenario/useStory";
import { targetText } from "./lessonTarget";
import { useLessonHighlight } from "./useLessonHighlight";

const selectLesson = (s: AppState) => ({
  steps: s.scenario.lesson,
  at: s.lessonStep,
  pending: s.lessonPending !== undefined,
  revealed: s.lessonRevealed,
  summary: s.lessonSummary,
  guesses: s.lessonGuesses,
  trace: s.trace,
});

const selectLessonActions = (s: AppState) => ({
  next: s.nextLessonStep,
  prev: s.prevLessonStep,
  close: s.closeLesson,
  reveal: s.revealAnswer,
  setGuess: s.setLessonGuess,
});

const buttonClass =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
const primaryClass =
  "rounded-md bg-sky-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-40 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400";

/** The lesson player: steps through the scenario's lesson, each step setting the knobs, the playhead and what to look at. */
export function LessonPanel() {
  const t = useText();
  const { steps, at, pending, revealed, summary, guesses, trace } = useAppStore(useShallow(selectLesson));
  const { next, prev, close, reveal, setGuess } = useAppStore(useShallow(selectLessonActions));
  const step = at === undefined || summary ? undefined : steps?.[at];
  useLessonHighlight(pending ? undefined : step?.look, trace);
  if (!steps?.length) return null;
  const count = steps.length;
  return (
    <section aria-label={t("lesson.label")} data-testid="lesson-panel" className="mt-2 rounded-md border border-amber-300 bg-amber-50/60 p-2 dark:border-amber-700/70 dark:bg-amber-950/30">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-xs font-semibold text-amber-900 dark:text-amber-200">{t("lesson.label")}</h2>
        <span className="text-[11px] tabular-nums text-amber-900/80 dark:text-amber-200/80" data-testid="lesson-progress" aria-live="polite">
          {at === undefined ? t("lesson.steps", { count }) : summary ? t("lesson.summary") : t("lesson.progress", { step: at + 1, count })}
        </span>
      </div>
      {step ? <LessonStepView key={at} step={step} pending={pending} revealed={revealed} guess={guesses[at!]?.guess ?? ""} onGuess={setGuess} onReveal={reveal} /> : null}
      {summary ? <LessonSummary steps={steps} guesses={guesses} /> : null}
      {/* Back and Next stay in sight at the foot of a column too short for the whole step (the compact workbench's). */}
      <div className="sticky -bottom-2 -mx-2 -mb-2 mt-2 flex flex-wrap items-center gap-1.5 rounded-b-md bg-amber-50 px-2 pt-1 pb-2 dark:bg-slate-900">
        <button type="button" className={buttonClass} onClick={prev} disabled={at === undefined || at === 0} data-testid="lesson-prev">
          {t("lesson.prev")}
        </button>
        <button type="button" className={primaryClass} onClick={next} disabled={summary} data-testid="lesson-next">
          {at === undefined ? t("lesson.start") : at === count - 1 ? t("lesson.finish") : t("lesson.next")}
        </button>
        {at !== undefined ? (
          <button type="button" className="ml-auto text-[11px] text-amber-900/80 hover:underline dark:text-amber-200/80" onClick={close} data-testid="lesson-close">
            {t("lesson.close")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Whether a guess is the answer, digits compared (a learner types 1158 for 1,158). */
function isRight(guess: string, answer: string | undefined): boolean {
  return answer !== undefined && guess.trim() !== "" && guess.replace(/[\s,]/g, "") === answer.replaceAll(",", "");
}

interface LessonStepViewProps {
  step: LessonStep;
  pending: boolean;
  revealed: boolean;
  guess: string;
  onGuess: (guess: string) => void;
  onReveal: (answer?: string) => void;
}

function LessonStepView({ step, pending, revealed, guess, onGuess, onReveal }: LessonStepViewProps) {
  const t = useText();
  const fill = useStory([step.caption], { awaitingRun: pending });
  // The answer itself is never masked: it is shown only after Reveal, and Reveal records it.
  const fillAnswer = useStory(step.predict ? [step.predict.answer] : [], { awaitingRun: pending, unmasked: true });
  const look = step.look ? targetText(step.look) : undefined;
  const answer = step.predict ? fillAnswer(step.predict.answer) : undefined;
  return (
    <div className="mt-1.5 space-y-1.5">
      <p className="text-xs leading-relaxed text-slate-800 dark:text-slate-100" data-testid="lesson-caption">
        <Prose text={fill(step.caption)} />
      </p>
      {pending ? (
        <p className="text-[11px] text-slate-500 dark:text-slate-400" data-testid="lesson-waiting">
          {t("lesson.waiting")}
        </p>
      ) : look ? (
        <p className="text-[11px] font-medium text-amber-900 dark:text-amber-200" data-testid="lesson-look">
          {t(look.key, look.params)}
        </p>
      ) : null}
      {step.predict ? (
        <div className="rounded border border-dashed border-amber-400 p-1.5 dark:border-amber-700" data-testid="lesson-predict">
          <p className="text-[11px] font-semibold text-slate-700 dark:text-slate-200">{t("lesson.predict")}</p>
          <p className="text-xs text-slate-800 dark:text-slate-100" data-testid="lesson-question">
            <Prose text={step.predict.question} />
          </p>
          {revealed ? (
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-xs text-slate-800 dark:text-slate-100" data-testid="lesson-result">
              <span>
                {t("lesson.yourGuess")} <b className="tabular-nums" data-testid="lesson-your-guess">{guess.trim() || "—"}</b>
              </span>
              <span>
                {t("lesson.theRun")} <b className="text-sm tabular-nums" data-testid="lesson-answer">{answer}</b>
              </span>
              {guess.trim() ? (
                <span data-testid="lesson-verdict" data-right={isRight(guess, answer) ? "true" : "false"} className="font-semibold">
                  {isRight(guess, answer) ? t("lesson.right") : t("lesson.wrong")}
                </span>
              ) : null}
            </p>
          ) : (
            // Wraps rather than pushing Reveal out of a narrow column (the compact workbench's setup, in Chinese too).
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              <input
                type="number"
                inputMode="numeric"
                aria-label={t("lesson.guess")}
                placeholder={t("lesson.guess")}
                value={guess}
                onChange={(e) => onGuess(e.target.value)}
                className="w-24 min-w-0 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                data-testid="lesson-guess"
              />
              <button type="button" className={buttonClass} onClick={() => onReveal(answer)} disabled={pending} data-testid="lesson-reveal">
                {t("lesson.reveal")}
              </button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The closing step: each prediction's question, the learner's guess and the run's answer, and the score. */
function LessonSummary({ steps, guesses }: { steps: readonly LessonStep[]; guesses: Record<number, { guess: string; answer?: string }> }) {
  const t = useText();
  const localized = useLocalized();
  const asked = steps.flatMap((step, index) => (step.predict ? [{ index, question: step.predict.question, ...guesses[index] }] : []));
  const right = asked.filter((row) => isRight(row.guess ?? "", row.answer)).length;
  return (
    <div className="mt-1.5 space-y-1.5" data-testid="lesson-summary">
      <p className="text-xs text-slate-800 dark:text-slate-100" data-testid="lesson-score">
        {asked.length ? t("lesson.score", { right, count: asked.length }) : t("lesson.done")}
      </p>
      {asked.length ? (
        <table className="w-full text-left text-[11px] tabular-nums text-slate-800 dark:text-slate-100">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th className="pr-1 font-medium">{t("lesson.question")}</th>
              <th className="px-1 text-right font-medium">{t("lesson.yourGuess")}</th>
              <th className="pl-1 text-right font-medium">{t("lesson.theRun")}</th>
            </tr>
          </thead>
          <tbody>
            {asked.map((row) => (
              <tr key={row.index} className="border-t border-amber-200 align-top dark:border-amber-800" data-testid="lesson-summary-row">
                <td className="py-0.5 pr-1">{localized(row.question).replaceAll("`", "")}</td>
                <td className="px-1 py-0.5 text-right">{row.guess?.trim() || "—"}</td>
                <td className="py-0.5 pl-1 text-right font-semibold">
                  {row.answer ?? t("lesson.notRevealed")} {row.answer !== undefined && row.guess?.trim() ? (isRight(row.guess, row.answer) ? "✓" : "✗") : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
