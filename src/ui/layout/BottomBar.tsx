import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectPlayerActions, selectPreviousTrace, selectStep, selectTrace } from "../../store/selectors";
import { ContextChart } from "../chart/ContextChart";
import { buildFailed } from "../../engine/trace/meantGraph";
import { NotBuilt } from "../metrics/NotBuilt";
import { MetricsBar } from "../metrics/MetricsBar";
import { Player } from "../player/Player";
import { useText } from "../i18n/useText";
import { PanelBoundary } from "./PanelBoundary";

/** The player, the context chart (with the previous run as a ghost line) and the context meter. */
export function BottomBar() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const previousTrace = useAppStore(selectPreviousTrace);
  const step = useAppStore(selectStep);
  const { setStep } = useAppStore(useShallow(selectPlayerActions));
  const at = trace ? Math.min(step, trace.steps.length - 1) : 0;
  return (
    <div className="flex h-full min-h-0 flex-col gap-1.5">
      <div className="shrink-0 rounded-xl border border-slate-200 bg-white py-1.5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <PanelBoundary name={t("panel.player")}>
          <Player />
        </PanelBoundary>
      </div>
      {/* The meter gets room for its figures and the per-agent table side by side, so nothing scrolls at 1280x720. */}
      <div className="flex min-h-0 flex-1 flex-col gap-2 md:grid md:grid-cols-[minmax(0,1fr)_minmax(300px,28rem)] xl:grid-cols-[minmax(0,1fr)_minmax(300px,36rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(300px,44rem)]">
        <div className="h-52 min-h-0 min-w-0 overflow-hidden rounded-xl md:h-auto border border-slate-200 bg-white px-2 py-1 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="chart-panel">
          <PanelBoundary name={t("panel.chart")}>{trace ? buildFailed(trace) ? <NotBuilt testId="chart-not-built" hint={false} /> : <ContextChart trace={trace} step={at} ghostTrace={previousTrace} onSeek={setStep} /> : null}</PanelBoundary>
        </div>
        <div className="min-h-0 min-w-0 overflow-auto rounded-xl border border-slate-200 bg-white p-2 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="metrics-panel">
          <PanelBoundary name={t("panel.metrics")}>{trace ? <MetricsBar trace={trace} step={at} /> : null}</PanelBoundary>
        </div>
      </div>
    </div>
  );
}
