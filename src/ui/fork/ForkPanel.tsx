import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectFork, selectForkedFrom, selectForkFormOpen, selectSetForkFormOpen } from "../../store/forkSlice";
import { selectStep, selectTrace } from "../../store/selectors";
import type { AppState } from "../../store/types";
import { useText } from "../i18n/useText";
import { compareFork } from "./forkView";
import { ForkForm } from "./ForkForm";

const selectForkActions = (s: AppState) => ({ clearFork: s.clearFork });

/** What the fork changed from its step on, beside the run it came from. */
function ForkBanner() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const forkedFrom = useAppStore(selectForkedFrom);
  const { clearFork } = useAppStore(useShallow(selectForkActions));
  const comparison = trace ? compareFork(forkedFrom, trace) : undefined;
  if (!trace?.fork || !comparison) return null;
  const row = (label: string, side: ForkSide, testId: string) => (
    <tr data-testid={testId}>
      <th className="pr-2 text-left font-medium text-slate-500 dark:text-slate-400">{label}</th>
      <td className="pr-2 font-mono">{side.path.join(" → ") || "—"}</td>
      <td className="text-right tabular-nums" data-testid={`${testId}-messages`}>
        {side.messages}
      </td>
    </tr>
  );
  return (
    <section data-testid="fork-banner" className="pointer-events-auto rounded-lg border border-violet-400 bg-violet-50/95 px-3 py-2 text-xs shadow-md dark:border-violet-600 dark:bg-slate-900/95">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-violet-800 dark:text-violet-300">
          {t("fork.banner", { step: trace.fork.step + 1, agent: trace.fork.agent, call: trace.fork.callNumber })}
        </p>
        <button type="button" data-testid="fork-clear" onClick={clearFork} className="shrink-0 text-violet-800 underline-offset-2 hover:underline dark:text-violet-300">
          {t("fork.clear")}
        </button>
      </div>
      <table className="mt-1 w-full text-[11px] text-slate-800 dark:text-slate-200">
        <thead>
          <tr className="text-slate-500 dark:text-slate-400">
            <th />
            <th className="text-left font-normal">{t("fork.pathAfter")}</th>
            <th className="text-right font-normal">{t("fork.messagesAtEnd")}</th>
          </tr>
        </thead>
        <tbody>
          {forkedFrom ? row(t("fork.original"), comparison.original, "fork-original") : null}
          {row(t("fork.fork"), comparison.fork, "fork-result")}
        </tbody>
      </table>
    </section>
  );
}

type ForkSide = NonNullable<ReturnType<typeof compareFork>>["fork"];

/** Time travel in the diagram's overlay: the fork form when asked for, and what a fork changed. */
export function ForkPanel() {
  const open = useAppStore(selectForkFormOpen);
  const setOpen = useAppStore(selectSetForkFormOpen);
  const fork = useAppStore(selectFork);
  const step = useAppStore(selectStep);
  return (
    <>
      {/* Keyed by the step: a form opened at another step starts from that step's next reply. */}
      {open ? <ForkForm key={step} onClose={() => setOpen(false)} /> : null}
      {fork ? <ForkBanner /> : null}
    </>
  );
}
