import { useAppStore } from "../../store/appStore";
import { selectCompareOn, selectPreviousTrace, selectStep, selectTrace } from "../../store/selectors";
import { ContextChart } from "../chart/ContextChart";
import { CompareView } from "../compare/CompareView";
import { useText } from "../i18n/useText";
import { MetricsBar } from "../metrics/MetricsBar";
import { Player } from "../player/Player";
import { DiagramPanel } from "./DiagramArea";
import { HistoryColumn, RunDetails } from "./HistoryColumn";
import { PageTop } from "./PageTop";
import { Panel } from "./Panel";
import { PanelBoundary } from "./PanelBoundary";
import { SetupBody } from "./SetupBody";
import { SKIP_TARGETS } from "./SkipLinks";

/**
 * Larger type on large screens: the history and the player are zoomed as a whole (CSS `zoom`, so their
 * layout follows), not by the root font size, which would also grow the diagram's labels past the
 * boxes the layout made for them. At 1280x720 with 150% browser zoom the browser's zoom is enough.
 */
const LARGER = "xl:[zoom:1.15] 2xl:[zoom:1.3]";

const card = "rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

/**
 * The presenter layout, for a projector: the headline figures large across the top, the diagram and
 * the shared history as the two stars, the player under them; setup, checks, state and the chart are
 * folded below (one click opens them). Fits 1280x720 at 150% zoom (853x480 CSS pixels) without
 * scrolling sideways, and grows with a 1920x1080 screen.
 */
export function PresenterShell() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const previousTrace = useAppStore(selectPreviousTrace);
  const setStep = useAppStore((s) => s.setStep);
  const compareOn = useAppStore(selectCompareOn);
  const at = trace ? Math.min(step, trace.steps.length - 1) : 0;
  return (
    <div className="flex h-screen flex-col overflow-y-auto bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-testid="presenter-layout">
      <PageTop />
      <main className="grid min-h-[22rem] flex-1 grid-cols-[minmax(0,3fr)_minmax(0,2fr)] grid-rows-[auto_minmax(0,1fr)_auto] gap-2 p-2">
        <div className={`col-span-2 px-2 py-1.5 ${card}`} data-testid="metrics-panel">
          <PanelBoundary name={t("panel.metrics")}>{trace ? <MetricsBar trace={trace} step={at} headline /> : null}</PanelBoundary>
        </div>
        <DiagramPanel className="col-start-1 row-start-2" />
        <Panel title={t("panel.history")} className="col-start-2 row-start-2" bodyClassName="overflow-hidden flex flex-col" testId="history-column" id={SKIP_TARGETS.history}>
          <div className={`flex min-h-0 flex-1 flex-col ${LARGER}`}>
            <HistoryColumn details={false} />
          </div>
        </Panel>
        <div className={`col-span-2 row-start-3 py-1.5 ${card}`}>
          <div className={LARGER}>
            <PanelBoundary name={t("panel.player")}>
              <Player />
            </PanelBoundary>
          </div>
        </div>
        {compareOn ? (
          <div className="relative z-10 col-span-2 col-start-1 row-start-2 min-h-0 min-w-0">
            <CompareView />
          </div>
        ) : null}
      </main>
      <details className={`mx-2 mb-2 shrink-0 ${card}`} data-testid="presenter-more">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-700 dark:text-slate-200">{t("presenter.more")}</summary>
        <div className="grid gap-3 border-t border-slate-200 p-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] dark:border-slate-800">
          <section aria-label={t("panel.knobs")} className="min-w-0">
            <SetupBody />
          </section>
          <section aria-label={t("presenter.details")} className="flex min-w-0 flex-col gap-2">
            <RunDetails />
            <div className="h-56" data-testid="chart-panel">
              <PanelBoundary name={t("panel.chart")}>{trace ? <ContextChart trace={trace} step={at} ghostTrace={previousTrace} onSeek={setStep} /> : null}</PanelBoundary>
            </div>
          </section>
        </div>
      </details>
    </div>
  );
}
