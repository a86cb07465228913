import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { LessonStep } from "../../engine/scenarios/types";
import { useAppStore } from "../../store/appStore";
import type { AppState } from "../../store/types";
import { Prose } from "../i18n/Prose";
import { useText } from "../i18n/useText";
import { useStory } from "../scenario/useStory";
import { targetText } from "./lessonTarget";
import { useLessonHighlight } from "./useLessonHighlight";

const selectLesson = (s: AppState) => ({
  steps: s.scenario.lesson,
  at: s.lessonStep,
  pending: s.lessonPending !== undefined,
  revealed: s.lessonRevealed,
  trace: s.trace,
});

const selectLessonActions = (s: AppState) => ({
  next: s.nextLessonStep,
  prev: s.prevLessonStep,
  close: s.closeLesson,
  reveal: s.revealAnswer,
});

const buttonClass =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
const primaryClass =
  "rounded-md bg-sky-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-40 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400";

/** The lesson player: steps through the scenario's lesson, each step setting the knobs, the playhead and what to look at. */
export function LessonPanel() {
  const t = useText();
  const { steps, at, pending, revealed, trace } = useAppStore(useShallow(selectLesson));
  const { next, prev, close, reveal } = useAppStore(useShallow(selectLessonActions));
  const step = at === undefined ? undefined : steps?.[at];
  useLessonHighlight(pending ? undefined : step?.look, trace);
  if (!steps?.length) return null;
  const count = steps.length;
  return (
    <section aria-label={t("lesson.label")} data-testid="lesson-panel" className="mt-2 rounded-md border border-amber-300 bg-amber-50/60 p-2 dark:border-amber-700/70 dark:bg-amber-950/30">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-xs font-semibold text-amber-900 dark:text-amber-200">{t("lesson.label")}</h2>
        <span className="text-[11px] tabular-nums text-amber-900/80 dark:text-amber-200/80" data-testid="lesson-progress" aria-live="polite">
          {at === undefined ? t("lesson.steps", { count }) : t("lesson.progress", { step: at + 1, count })}
        </span>
      </div>
      {step ? <LessonStepView key={at} step={step} pending={pending} revealed={revealed} onReveal={reveal} /> : null}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <button type="button" className={buttonClass} onClick={prev} disabled={at === undefined || at === 0} data-testid="lesson-prev">
          {t("lesson.prev")}
        </button>
        <button type="button" className={primaryClass} onClick={next} disabled={at === count - 1} data-testid="lesson-next">
          {at === undefined ? t("lesson.start") : t("lesson.next")}
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

function LessonStepView({ step, pending, revealed, onReveal }: { step: LessonStep; pending: boolean; revealed: boolean; onReveal: () => void }) {
  const t = useText();
  const fill = useStory([step.caption, ...(step.predict ? [step.predict.answer] : [])], { awaitingRun: pending });
  const [guess, setGuess] = useState("");
  const look = step.look ? targetText(step.look) : undefined;
  const answer = step.predict ? fill(step.predict.answer) : undefined;
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
          <div className="mt-1 flex items-center gap-1.5">
            <input
              type="number"
              inputMode="numeric"
              aria-label={t("lesson.guess")}
              placeholder={t("lesson.guess")}
              value={guess}
              onChange={(e) => setGuess(e.target.value)}
              className="w-24 rounded border border-slate-300 bg-white px-1.5 py-0.5 text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
              data-testid="lesson-guess"
            />
            {revealed ? (
              <span className="text-xs font-semibold tabular-nums text-slate-900 dark:text-slate-50" data-testid="lesson-answer">
                {t("lesson.answer", { answer })}
                {guess.trim() ? ` ${t(guess.trim() === answer?.replaceAll(",", "") ? "lesson.right" : "lesson.wrong", { guess: guess.trim() })}` : ""}
              </span>
            ) : (
              <button type="button" className={buttonClass} onClick={onReveal} disabled={pending} data-testid="lesson-reveal">
                {t("lesson.reveal")}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
