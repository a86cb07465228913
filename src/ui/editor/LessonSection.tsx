import { useShallow } from "zustand/react/shallow";
import type { LessonStep, LessonTarget, Scenario } from "../../engine/scenarios/types";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions } from "../../store/editorSlice";
import type { DraftPath } from "../../store/draft/draftOps";
import { targetText } from "../lessons/lessonTarget";
import { useLocalized, useText } from "../i18n/useText";
import { Field, FieldIssues, SmallButton, useFieldIssues } from "./fields";

/** The panels a look step can point at, in the order the select lists them. */
const PANELS = ["diagram", "history", "metrics", "modelInput", "checks", "state", "knobs", "chart", "player"] as const satisfies readonly Extract<LessonTarget, { panel: string }>["panel"][];

/** The figures a predict step offers to ask for (any other placeholder a step already holds stays listed). */
const ASKABLE = ["{messages}", "{chars}", "{calls}", "{input}", "{steps}", "{pathLength}", "{inputChars}", "{unanswered}"];

const SELECT = "mt-0.5 w-full rounded-md border bg-white px-2 py-1 text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100";

/** A labelled select bound to one draft path, with that path's problems under it. */
function SelectField({ label, path, value, options, onChange }: { label: string; path: DraftPath; value: string; options: { value: string; label: string }[]; onChange(value: string): void }) {
  const { id, messages } = useFieldIssues(path);
  return (
    <label className="block text-[11px] font-medium text-slate-600 dark:text-slate-300">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={messages.length > 0}
        data-testid={`editor-field-${id}`}
        className={`${SELECT} ${messages.length ? "border-rose-500" : "border-slate-300 dark:border-slate-600"}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldIssues messages={messages} />
    </label>
  );
}

/** One step: what it says, and either where to look or the question and the figure it asks for. */
function LessonStepFields({ step, index }: { step: LessonStep; index: number }) {
  const t = useText();
  const localized = useLocalized();
  const { editDraft, removeFromDraft } = useAppStore(useShallow(selectEditorActions));
  const path = ["lesson", index] as const;
  const look = step.look;
  // A built-in's look at a knob or a model call has no field here: it is listed as written, and kept.
  const lookValue = !look ? "" : "panel" in look ? look.panel : "kept";
  const lookOptions = [
    { value: "", label: t("editor.lessonLookNone") },
    ...PANELS.map((panel) => ({ value: panel, label: t(`lesson.look.${panel}`) })),
    ...(look && !("panel" in look) ? [{ value: "kept", label: t(targetText(look).key, targetText(look).params) }] : []),
  ];
  const answer = step.predict?.answer ?? "";
  const answers = ASKABLE.includes(answer) || !step.predict ? ASKABLE : [answer, ...ASKABLE];
  return (
    <div className="space-y-1.5 rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid={`editor-lesson-${index}`}>
      <div className="flex items-end gap-2">
        <p className="flex-1 text-[11px] font-semibold text-slate-700 dark:text-slate-200">{t("editor.lessonStep", { n: index + 1 })}</p>
        <SelectField
          label={t("editor.lessonKind")}
          path={[...path, "kind"]}
          value={step.predict ? "predict" : "look"}
          options={[
            { value: "look", label: t("editor.lessonLook") },
            { value: "predict", label: t("editor.lessonPredict") },
          ]}
          onChange={(kind) => editDraft([...path, "predict"], kind === "predict" ? { question: "", answer: ASKABLE[0] } : undefined)}
        />
        <SmallButton onClick={() => removeFromDraft(["lesson"], index)} title={t("editor.remove")}>
          ✕
        </SmallButton>
      </div>
      <Field label={t("editor.lessonCaption", { example: "{messages}" })} path={[...path, "caption"]} value={step.caption === undefined ? undefined : localized(step.caption)} multiline onChange={(v) => editDraft([...path, "caption"], v)} />
      {step.predict ? (
        <div className="grid grid-cols-[1fr_10rem] gap-2">
          <Field
            label={t("editor.lessonQuestion")}
            path={[...path, "predict", "question"]}
            value={step.predict.question === undefined ? undefined : localized(step.predict.question)}
            onChange={(v) => editDraft([...path, "predict", "question"], v)}
          />
          <SelectField
            label={t("editor.lessonFigure")}
            path={[...path, "predict", "answer"]}
            value={answer}
            options={answers.map((value) => ({ value, label: value }))}
            onChange={(v) => editDraft([...path, "predict", "answer"], v)}
          />
        </div>
      ) : null}
      <SelectField label={t("editor.lessonLookAt")} path={[...path, "look"]} value={lookValue} options={lookOptions} onChange={(v) => v !== "kept" && editDraft([...path, "look"], v ? { panel: v } : undefined)} />
    </div>
  );
}

/**
 * The lesson: its steps in order, each a look (what to look at) or a predict step (a question and the
 * figure it asks for, hidden on the page until Reveal). Shared by link with the rest of the edit.
 */
export function LessonSection({ draft }: { draft: Scenario }) {
  const t = useText();
  const { insertInDraft } = useAppStore(useShallow(selectEditorActions));
  const steps = Array.isArray(draft.lesson) ? draft.lesson : [];
  const issues = useFieldIssues(["lesson"]);
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold text-slate-800 dark:text-slate-100">{t("editor.lesson")}</h3>
      <FieldIssues messages={issues.messages} />
      {steps.map((step, i) => (
        <LessonStepFields key={i} step={step} index={i} />
      ))}
      <div className="flex gap-2">
        <SmallButton onClick={() => insertInDraft(["lesson"], { caption: "", look: { panel: "diagram" } })} testId="editor-add-look-step">
          + {t("editor.addLookStep")}
        </SmallButton>
        <SmallButton onClick={() => insertInDraft(["lesson"], { caption: "", predict: { question: "", answer: ASKABLE[0] } })} testId="editor-add-predict-step">
          + {t("editor.addPredictStep")}
        </SmallButton>
      </div>
    </section>
  );
}
