import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectKnobActions, selectKnobs, selectRunActions, selectSweep, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { SweepTable } from "../sweep/SweepTable";
import { useDialog } from "./useDialog";

/** The sweep table over the diagram and history: every knob combination, run in the worker on first open. */
export function SweepDrawer() {
  const t = useText();
  const { rows, status } = useAppStore(useShallow(selectSweep));
  const knobs = useAppStore(selectKnobs);
  const { requestSweep } = useAppStore(useShallow(selectRunActions));
  const { setKnobs } = useAppStore(useShallow(selectKnobActions));
  const { setPanel } = useAppStore(useShallow(selectViewActions));
  const dialog = useDialog<HTMLDivElement>(() => setPanel("sweep", false));
  useEffect(() => {
    if (!rows && status === "idle") requestSweep();
  }, [rows, status, requestSweep]);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby="sweep-title"
      tabIndex={-1}
      className="absolute inset-0 flex flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      data-testid="sweep-panel"
    >
      <div className="flex h-9 shrink-0 items-center justify-between border-b border-slate-200 px-3 dark:border-slate-800">
        <h2 id="sweep-title" className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">{t("panel.sweep")}</h2>
        <button type="button" onClick={() => setPanel("sweep", false)} className="rounded px-2 text-lg leading-none text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t("panel.hide", { panel: t("panel.sweep") })} data-testid="sweep-close">
          ×
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-auto p-2">
        {rows ? (
          <SweepTable rows={rows} currentKnobs={knobs} onPick={setKnobs} />
        ) : (
          <p className="flex items-center gap-2 p-3 text-sm text-slate-500 dark:text-slate-400">
            <span className="h-3 w-3 animate-spin rounded-full border-2 border-sky-500 border-t-transparent" aria-hidden />
            {status === "failed" ? t("sweep.failed") : t("sweep.running")}
          </p>
        )}
      </div>
    </div>
  );
}
