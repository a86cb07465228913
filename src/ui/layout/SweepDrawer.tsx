import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectKnobActions, selectKnobs, selectSweep, selectSweepActions, selectViewActions } from "../../store/selectors";
import { faultText } from "../engine/faultText";
import { useText } from "../i18n/useText";
import { SweepTable } from "../sweep/SweepTable";
import { OverlayDrawer } from "./OverlayDrawer";

/**
 * The sweep table over the diagram and history: every knob combination, run on the sweep's own
 * engine workers when the drawer opens, rows appearing as they finish. Closing the drawer stops it.
 */
export function SweepDrawer() {
  const t = useText();
  const { rows, status } = useAppStore(useShallow(selectSweep));
  const knobs = useAppStore(selectKnobs);
  const { requestSweep } = useAppStore(useShallow(selectSweepActions));
  const { setKnobs } = useAppStore(useShallow(selectKnobActions));
  const { setPanel } = useAppStore(useShallow(selectViewActions));
  useEffect(() => {
    if (status === "idle") requestSweep();
  }, [status, requestSweep]);
  return (
    <OverlayDrawer
      title={t("panel.sweep")}
      testId="sweep-panel"
      status={status}
      toolbar={<SweepProgressBar />}
      closeTestId="sweep-close"
      closeLabel={t("panel.hide", { panel: t("panel.sweep") })}
      onClose={() => setPanel("sweep", false)}
    >
      <div className="min-h-0 flex-1 overflow-hidden p-1.5">
        {rows && rows.length > 0 ? (
          <SweepTable rows={rows} currentKnobs={knobs} onPick={setKnobs} />
        ) : status === "running" ? (
          <p className="flex items-center gap-2 p-3 text-sm text-slate-500 dark:text-slate-400">
            <span className="h-3 w-3 animate-spin rounded-full border-2 border-sky-500 border-t-transparent" aria-hidden />
            {t("sweep.running")}
          </p>
        ) : null}
      </div>
    </OverlayDrawer>
  );
}

/** How far the sweep is, with Stop while it runs and "run again" once stopped or failed. */
function SweepProgressBar() {
  const t = useText();
  const { status, progress, fault, ran, held } = useAppStore(useShallow(selectSweep));
  const { requestSweep, stopSweep } = useAppStore(useShallow(selectSweepActions));
  const button = "shrink-0 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800";
  let text = "";
  if (status === "running" && progress.total > 0) text = t("sweep.progress", progress);
  else if (status === "stopped") text = t("sweep.stopped", progress);
  else if (status === "failed") text = fault ? t(faultText(fault).key, faultText(fault).params) : t("sweep.failed");
  return (
    <div className="flex min-w-0 flex-1 items-center justify-end gap-2 text-xs text-slate-600 dark:text-slate-300" data-testid="sweep-progress" data-done={progress.done} data-total={progress.total} data-ran={ran} data-held={held} aria-live="polite">
      {status === "running" && progress.total > 0 ? (
        <progress className="h-1.5 w-32 accent-sky-500" value={progress.done} max={progress.total} aria-hidden />
      ) : null}
      <span className={`min-w-0 truncate ${status === "failed" ? "text-rose-700 dark:text-rose-300" : ""}`} title={text}>
        {text}
      </span>
      {status === "running" ? (
        <button type="button" onClick={stopSweep} className={button} data-testid="sweep-stop">
          {t("sweep.stop")}
        </button>
      ) : status === "stopped" || status === "failed" ? (
        <button type="button" onClick={requestSweep} className={button} data-testid="sweep-rerun">
          {t("sweep.resume")}
        </button>
      ) : null}
    </div>
  );
}
