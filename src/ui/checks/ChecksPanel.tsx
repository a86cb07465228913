import { useMemo, useState } from "react";
import type { CheckResult } from "../../engine/checks/verdict";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { CheckMark } from "./CheckMark";
import { checksView } from "./checksView";
import { useCheckWords } from "./useCheckWords";

/** Props of {@link ChecksPanel}. */
export interface ChecksPanelProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  /** Moves the playhead (to a check's evidence). */
  onShowStep: (step: number) => void;
}

/**
 * Every check of the checks table on this run (`check-<id>`, with `data-status`): failures first, each
 * with its reason. Clicking a check opens its reason and moves the playhead to its first evidence step;
 * the step numbers beside it jump to the others. A run where nothing fails folds the list to its summary
 * line (the rows stay in the page, hidden), so the history below gets the height; a failing run opens
 * it. The user's own open or close holds until the run changes.
 */
export function ChecksPanel({ trace, step, onShowStep }: ChecksPanelProps) {
  const t = useText();
  const words = useCheckWords();
  const view = useMemo(() => checksView(trace), [trace]);
  const [choice, setChoice] = useState<{ trace: Trace; open: boolean } | undefined>();
  const open = choice?.trace === trace ? choice.open : view.counts.fail > 0 || view.notRun;
  const [picked, setPicked] = useState<string | undefined>();
  // Checks that do not apply stay in the page (check-<id>) but fold into one line until asked for.
  const [showIdle, setShowIdle] = useState(false);
  const pick = (result: CheckResult) => {
    setPicked(result.id === picked ? undefined : result.id);
    if (result.evidence.length) onShowStep(result.evidence[0]);
  };
  const row = (result: CheckResult, folded: boolean) => {
    const { title, reason } = words(result);
    const expanded = picked === result.id;
    const here = result.evidence.includes(step);
    return (
      <li key={result.id} data-testid={`check-${result.id}`} data-status={result.status} hidden={folded} className={`rounded ${here ? "bg-amber-50 dark:bg-amber-900/30" : ""}`}>
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            onClick={() => pick(result)}
            aria-expanded={expanded}
            title={reason}
            data-testid="check-show"
            className="flex min-w-0 flex-1 items-center gap-1.5 rounded px-0.5 py-0.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <CheckMark status={result.status} />
            <span className={`shrink-0 font-medium ${result.status === "fail" ? "text-rose-800 dark:text-rose-200" : "text-slate-800 dark:text-slate-100"}`}>{title}</span>
            <span className={`min-w-0 text-slate-600 dark:text-slate-300 ${expanded ? "hidden" : "truncate"}`}>{reason}</span>
          </button>
          {result.evidence.map((at) => (
            <button
              key={at}
              type="button"
              onClick={() => onShowStep(at)}
              title={t("checks.showStep", { step: at + 1 })}
              data-testid="check-evidence"
              className={`shrink-0 rounded border px-1 font-mono text-[10px] tabular-nums ${
                at === step ? "border-amber-500 bg-amber-100 text-amber-900 dark:bg-amber-800 dark:text-amber-50" : "border-slate-300 text-slate-600 hover:border-sky-500 dark:border-slate-600 dark:text-slate-300"
              }`}
            >
              {at + 1}
            </button>
          ))}
        </div>
        {expanded ? (
          <p className="pb-1 pl-5 text-slate-700 dark:text-slate-200" data-testid="check-reason">
            {reason}
          </p>
        ) : null}
      </li>
    );
  };
  return (
    <section data-testid="checks-panel" className="flex max-h-[35%] shrink-0 flex-col border-b border-slate-200 text-xs dark:border-slate-700">
      <button
        type="button"
        onClick={() => setChoice({ trace, open: !open })}
        aria-expanded={open}
        data-testid="checks-toggle"
        title={t("checks.toggle")}
        className="flex items-center gap-1.5 px-2 py-1 text-left text-sm font-semibold"
      >
        <span className={`inline-block text-[9px] transition-transform ${open ? "rotate-90" : ""}`}>▶</span>
        {t("checks.title")}
        <span className="ml-auto flex gap-1 text-[10px] font-medium" data-testid="checks-summary">
          {view.notRun ? (
            <span className="rounded bg-slate-200 px-1.5 text-slate-700 dark:bg-slate-700 dark:text-slate-200">{t("checks.notRun")}</span>
          ) : (
            <>
              {view.counts.fail ? <span className="rounded bg-rose-100 px-1.5 text-rose-800 dark:bg-rose-900/60 dark:text-rose-200">{t("checks.failCount", { count: view.counts.fail })}</span> : null}
              <span className="rounded bg-slate-200 px-1.5 text-slate-700 dark:bg-slate-700 dark:text-slate-200">{t("checks.passCount", { count: view.counts.pass })}</span>
            </>
          )}
        </span>
      </button>
      {view.notRun ? (
        <p className={`${open ? "" : "hidden"} px-2 pb-1.5 text-slate-600 dark:text-slate-300`} data-testid="checks-not-run">
          {t("checks.notRunWhy")}
        </p>
      ) : (
      <ul className={`${open ? "flex" : "hidden"} min-h-0 flex-col gap-0.5 overflow-y-auto px-2 pb-1.5`}>
        {view.rows.map((result) => row(result, result.status === "not-applicable" && !showIdle))}
        {view.counts["not-applicable"] ? (
          <li>
            <button
              type="button"
              data-testid="checks-idle-toggle"
              aria-expanded={showIdle}
              onClick={() => setShowIdle((shown) => !shown)}
              className="rounded px-0.5 py-0.5 text-left text-slate-500 hover:text-sky-700 dark:text-slate-400 dark:hover:text-sky-300"
            >
              {t(showIdle ? "checks.idleHide" : "checks.idleShow", { count: view.counts["not-applicable"] })}
            </button>
          </li>
        ) : null}
      </ul>
      )}
    </section>
  );
}
