import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectPlayerActions, selectStep, selectTrace } from "../../store/selectors";
import { revealBidiControls } from "../../share/bidiControls";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { decisionLog, type DecisionEntry } from "./decisionLog";

type T = ReturnType<typeof useText>;

/** A decision in a few words: the action and its answer (an edit names what it changed), or the fork's changed reply. */
function entryText(entry: DecisionEntry, t: T): string {
  if (entry.kind === "fork") return t("decision.fork", { agent: entry.agent, call: entry.callNumber });
  const action = entry.action ?? t("decision.interrupt");
  const decision = entry.decision;
  if (!decision) return t("decision.other", { action, value: JSON.stringify(entry.raw) });
  if (decision.type === "approve") return t("decision.approved", { action });
  if (decision.type === "reject") return t("decision.rejected", { action });
  if (!entry.changes.length) return t("decision.editedNone", { action });
  const changes = entry.changes.map((change) => `${change.name} ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`).join(", ");
  return t("decision.edited", { action, changes });
}

const KIND_MARK: Record<string, string> = { approve: "✓", reject: "✗", edit: "✎", fork: "⑂" };

/**
 * The run's human decisions, in step order (`decision-log`, one `decision-log-entry` each): which
 * interrupt, what was decided, at which step, and a fork's changed reply. With `onJump` each entry
 * moves the playhead to its step; decisions after the playhead are dimmed, the one at it marked.
 * `inline` puts them on one line, for a compare side.
 */
export function DecisionLog({ trace, step, onJump, testId = "decision-log", inline = false }: { trace: Trace; step: number; onJump?(step: number): void; testId?: string; inline?: boolean }) {
  const t = useText();
  const entries = useMemo(() => decisionLog(trace), [trace]);
  if (!entries.length) return null;
  return (
    <section
      data-testid={testId}
      aria-label={t("decision.title")}
      className={
        inline
          ? "flex min-w-0 items-baseline gap-2 text-[11px]"
          : "pointer-events-auto rounded-lg border border-slate-300 bg-white/95 px-3 py-2 text-xs shadow-sm dark:border-slate-700 dark:bg-slate-900/95"
      }
    >
      <h3 className={`shrink-0 font-semibold text-slate-700 dark:text-slate-200 ${inline ? "" : "mb-1"}`}>{t("decision.title")}</h3>
      <ol className={inline ? "flex min-w-0 gap-3 overflow-hidden" : "space-y-0.5"}>
        {entries.map((entry) => {
          const text = revealBidiControls(entryText(entry, t));
          const mark = KIND_MARK[entry.kind === "fork" ? "fork" : (entry.decision?.type ?? "edit")];
          const state = entry.step === step ? "current" : entry.step > step ? "ahead" : "past";
          const body = (
            <>
              <span aria-hidden className="w-3 shrink-0 text-center">{mark}</span>
              <span className="shrink-0 font-mono text-slate-500 tabular-nums dark:text-slate-400">{t("decision.step", { step: entry.step + 1 })}</span>
              <span className="min-w-0 truncate">{text}</span>
            </>
          );
          const row = `flex w-full min-w-0 items-baseline gap-1.5 rounded px-1 text-left ${state === "current" ? "bg-amber-100 dark:bg-amber-900/50" : ""} ${state === "ahead" ? "text-slate-500 dark:text-slate-400" : "text-slate-800 dark:text-slate-100"}`;
          return (
            <li key={`${entry.kind}:${entry.step}`} data-testid="decision-log-entry" data-step={entry.step} data-kind={entry.kind} data-decision={entry.kind === "fork" ? "fork" : (entry.decision?.type ?? "other")} data-state={state} className={inline ? "min-w-0 shrink" : ""} title={text}>
              {onJump ? (
                <button type="button" onClick={() => onJump(entry.step)} data-testid="decision-log-jump" aria-current={state === "current" ? "step" : undefined} className={`${row} hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-slate-800`}>
                  {body}
                </button>
              ) : (
                <span className={row}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The decision log of the run on screen, its entries a click from their step. */
export function RunDecisionLog() {
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const { setStep } = useAppStore(useShallow(selectPlayerActions));
  return trace ? <DecisionLog trace={trace} step={step} onJump={setStep} /> : null;
}
