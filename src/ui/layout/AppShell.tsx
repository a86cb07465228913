import { useAppStore } from "../../store/appStore";
import { selectCompareOn, selectPanels } from "../../store/selectors";
import { CompareView } from "../compare/CompareView";
import { useDocumentLanguage } from "../i18n/useDocumentLanguage";
import { useText } from "../i18n/useText";
import { DiagramFocusToggle } from "../flow/DiagramFocusToggle";
import { KnobsPanel } from "../knobs/KnobsPanel";
import { ScenarioPanel } from "../scenario/ScenarioPanel";
import { EditorDrawer } from "../editor/EditorDrawer";
import { LinkBanner } from "../share/LinkBanner";
import { StorageBanner } from "../share/StorageBanner";
import { useThemeClass } from "../theme/useThemeClass";
import { TopologyHeading } from "../topology/TopologyHeading";
import { BottomBar } from "./BottomBar";
import { DiagramArea } from "./DiagramArea";
import { Header } from "./Header";
import { HistoryColumn } from "./HistoryColumn";
import { Panel } from "./Panel";
import { PanelBoundary } from "./PanelBoundary";
import { SkipLinks, SKIP_TARGETS } from "./SkipLinks";
import { SweepDrawer } from "./SweepDrawer";
import { DocsTableDrawer } from "../docsTable/DocsTableDrawer";

/**
 * The page: setup on the left, the graph in the middle, the shared messages on the right, the player,
 * context chart and meter along the bottom. Sized for 1280x720 (a projector) and up; from 768 px down
 * to a phone the panels stack (diagram, player and figures, history, setup) and the page scrolls.
 */
export function AppShell() {
  const t = useText();
  useThemeClass();
  useDocumentLanguage();
  const panels = useAppStore(selectPanels);
  const compareOn = useAppStore(selectCompareOn);
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 md:h-screen md:min-h-[600px] text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLinks />
      <PanelBoundary name={t("app.title")}>
        <Header />
        <LinkBanner />
        <StorageBanner />
      </PanelBoundary>
      <main className="flex flex-col gap-2 p-2 md:grid md:min-h-0 md:flex-1 md:grid-cols-[224px_minmax(0,1fr)_minmax(280px,22rem)] xl:grid-cols-[272px_minmax(0,1fr)_minmax(320px,26rem)] md:grid-rows-[minmax(0,1fr)_200px]">
        <Panel title={t("panel.knobs")} className="order-4 md:order-none md:col-start-1 md:row-span-2 md:row-start-1" bodyClassName="px-3 py-2" testId="left-column">
          <ScenarioPanel />
          <div className="border-t border-slate-200 pt-1 dark:border-slate-800">
            <KnobsPanel />
          </div>
        </Panel>
        <Panel
          title={t("panel.diagram")}
          heading={<TopologyHeading />}
          className="order-1 h-[55vh] min-h-80 md:order-none md:col-start-2 md:row-start-1 md:h-auto md:min-h-0"
          bodyClassName="relative overflow-hidden"
          testId="diagram-panel"
          id={SKIP_TARGETS.diagram}
          actions={<FlowLegend />}
        >
          <DiagramArea />
        </Panel>
        <Panel title={t("panel.history")} className="order-3 h-[70vh] md:order-none md:col-start-3 md:row-start-1 md:h-auto" bodyClassName="overflow-hidden flex flex-col" testId="history-column" id={SKIP_TARGETS.history}>
          <HistoryColumn />
        </Panel>
        <div className="order-2 md:order-none md:col-span-2 md:col-start-2 md:row-start-2 md:min-h-0">
          <BottomBar />
        </div>
        {/* Over the diagram and the history together (every cell is placed explicitly, so this overlay
            shares theirs): the sweep's nine columns need the width at 1280x720. The sweep and the
            docs table cover the player and figures too, so 20 sweep rows fit at 720 px. */}
        {compareOn ? (
          <div className="relative z-10 col-span-2 col-start-2 row-start-1 min-h-0 min-w-0">
            <CompareView />
          </div>
        ) : null}
        {panels.docsTable || panels.sweep ? (
          <div className="fixed inset-2 z-30 md:relative md:inset-auto md:z-20 md:col-span-2 md:col-start-2 md:row-span-2 md:row-start-1 md:min-h-0 md:min-w-0">
            <PanelBoundary name={panels.docsTable ? t("docsTable.open") : t("panel.sweep")}>
              {panels.docsTable ? <DocsTableDrawer /> : <SweepDrawer />}
            </PanelBoundary>
          </div>
        ) : null}
      </main>
      <PanelBoundary name={t("editor.title")}>
        <EditorDrawer />
      </PanelBoundary>
    </div>
  );
}

/** What the edge styles and the highlight mean. */
function FlowLegend() {
  const t = useText();
  return (
    <div className="flex items-center gap-3 text-[10px] text-slate-500 dark:text-slate-400">
      <DiagramFocusToggle />
      {/* The legend gives way to the graph below 1280 px; the opt-in stays. */}
      <span className="hidden items-center gap-3 xl:flex" aria-hidden>
      <span className="flex items-center gap-1">
        <svg width="22" height="6"><line x1="0" y1="3" x2="22" y2="3" className="stroke-slate-400" strokeWidth="1.5" /></svg>
        {t("flow.legendFixed")}
      </span>
      <span className="flex items-center gap-1">
        <svg width="22" height="6"><line x1="0" y1="3" x2="22" y2="3" className="stroke-slate-400" strokeWidth="1.5" strokeDasharray="4 3" /></svg>
        {t("flow.legendConditional")}
      </span>
      <span className="flex items-center gap-1">
        <span className="h-2.5 w-2.5 rounded-sm bg-sky-700" />
        {t("flow.legendActive")}
      </span>
      </span>
    </div>
  );
}
