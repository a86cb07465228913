import { useShallow } from "zustand/react/shallow";
import { revealBidiControls } from "../../share/bidiControls";
import { useAppStore } from "../../store/appStore";
import { selectPlayerActions, selectStep, selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { checkResult } from "../../engine/checks/results";
import { recursionLimit } from "../../engine/checks/recursionLimit";
import { useCheckWords } from "../checks/useCheckWords";

/** The runtime's own error, word for word, when the run ended in one; highlighted at the error step. */
export function RunErrorNotice() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const { setStep } = useAppStore(useShallow(selectPlayerActions));
  const words = useCheckWords();
  if (!trace || trace.outcome.status !== "error") return null;
  const errorStep = trace.steps.findIndex((s) => s.kind === "error");
  const atError = step === errorStep;
  const { name, message, budget } = trace.outcome.error;
  const recursion = checkResult(trace, recursionLimit.id);
  return (
    <div
      role="alert"
      // It scrolls when the runtime's message is long: keyboard users must be able to scroll it too.
      tabIndex={0}
      data-testid="run-error"
      data-at-error={atError ? "true" : "false"}
      className={`pointer-events-auto max-h-40 overflow-auto rounded-lg border px-3 py-2 text-xs shadow-md transition-colors ${
        atError
          ? "border-rose-500 bg-rose-50 ring-4 ring-rose-400/25 dark:border-rose-500 dark:bg-rose-950"
          : "border-rose-300 bg-white/95 dark:border-rose-800 dark:bg-slate-900/95"
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-rose-700 dark:text-rose-300">
          {t("run.errorTitle")} · <span className="font-mono">{name}</span>
        </p>
        {!atError && errorStep >= 0 ? (
          <button type="button" onClick={() => setStep(errorStep)} className="shrink-0 text-rose-700 underline-offset-2 hover:underline dark:text-rose-300">
            {t("run.errorAtStep", { step: errorStep + 1 })}
          </button>
        ) : null}
      </div>
      {budget ? (
        <p className="mt-1 text-slate-800 dark:text-slate-200" data-testid="run-error-explanation" data-limit={budget.limit}>
          {t("run.explainBudget", { max: budget.max.toLocaleString("en-US"), used: budget.used.toLocaleString("en-US"), what: t(`run.limit.${budget.limit}`) })}
        </p>
      ) : null}
      {recursion?.status === "fail" ? (
        <p className="mt-1 text-slate-800 dark:text-slate-200" data-testid="run-error-explanation">
          {words(recursion).reason}
        </p>
      ) : null}
      <pre className="mt-1 font-mono text-[11px] leading-snug break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200" data-testid="run-error-message" data-content="run">
        {revealBidiControls(message)}
      </pre>
    </div>
  );
}
