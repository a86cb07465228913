import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectKnobActions, selectKnobs, selectRunActions, selectSweep, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { SweepTable } from "../sweep/SweepTable";
import { OverlayDrawer } from "./OverlayDrawer";

/** The sweep table over the diagram and history: every knob combination, run in the worker on first open. */
export function SweepDrawer() {
  const t = useText();
  const { rows, status } = useAppStore(useShallow(selectSweep));
  const knobs = useAppStore(selectKnobs);
  const { requestSweep } = useAppStore(useShallow(selectRunActions));
  const { setKnobs } = useAppStore(useShallow(selectKnobActions));
  const { setPanel } = useAppStore(useShallow(selectViewActions));
  useEffect(() => {
    if (!rows && status === "idle") requestSweep();
  }, [rows, status, requestSweep]);
  return (
    <OverlayDrawer title={t("panel.sweep")} testId="sweep-panel" closeTestId="sweep-close" closeLabel={t("panel.hide", { panel: t("panel.sweep") })} onClose={() => setPanel("sweep", false)}>
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
    </OverlayDrawer>
  );
}
