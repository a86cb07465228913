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
import { SkipLinks, SKIP_TARGETS } from "./SkipLinks";
import { SweepDrawer } from "./SweepDrawer";
import { DocsTableDrawer } from "../docsTable/DocsTableDrawer";

/**
 * The page: setup on the left, the graph in the middle, the shared messages on the right, the player,
 * context chart and meter along the bottom. Sized for 1280x720 (a projector) and up.
 */
export function AppShell() {
  const t = useText();
  useThemeClass();
  useDocumentLanguage();
  const panels = useAppStore(selectPanels);
  const compareOn = useAppStore(selectCompareOn);
  return (
    <div className="flex h-screen min-h-[600px] min-w-[1024px] flex-col bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLinks />
      <Header />
      <LinkBanner />
      <StorageBanner />
      <main className="grid min-h-0 flex-1 grid-cols-[272px_minmax(0,1fr)_minmax(320px,26rem)] grid-rows-[minmax(0,1fr)_200px] gap-2 p-2">
        <Panel title={t("panel.knobs")} className="col-start-1 row-span-2 row-start-1" bodyClassName="px-3 py-2" testId="left-column">
          <ScenarioPanel />
          <div className="border-t border-slate-200 pt-1 dark:border-slate-800">
            <KnobsPanel />
          </div>
        </Panel>
        <Panel
          title={t("panel.diagram")}
          heading={<TopologyHeading />}
          className="col-start-2 row-start-1"
          bodyClassName="relative overflow-hidden"
          testId="diagram-panel"
          id={SKIP_TARGETS.diagram}
          actions={<FlowLegend />}
        >
          <DiagramArea />
        </Panel>
        <Panel title={t("panel.history")} className="col-start-3 row-start-1" bodyClassName="overflow-hidden flex flex-col" testId="history-column" id={SKIP_TARGETS.history}>
          <HistoryColumn />
        </Panel>
        <div className="col-span-2 col-start-2 row-start-2 min-h-0">
          <BottomBar />
        </div>
        {/* Over the diagram and the history together (every cell is placed explicitly, so this overlay
            shares theirs): the sweep's nine columns need the width at 1280x720. */}
        {compareOn ? (
          <div className="relative z-10 col-span-2 col-start-2 row-start-1 min-h-0 min-w-0">
            <CompareView />
          </div>
        ) : null}
        {panels.docsTable || panels.sweep ? (
          <div className="relative z-20 col-span-2 col-start-2 row-start-1 min-h-0 min-w-0">
            {panels.docsTable ? <DocsTableDrawer /> : <SweepDrawer />}
          </div>
        ) : null}
      </main>
      <EditorDrawer />
    </div>
  );
}

/** What the edge styles and the highlight mean. */
function FlowLegend() {
  const t = useText();
  return (
    <div className="flex items-center gap-3 text-[10px] text-slate-500 dark:text-slate-400">
      <DiagramFocusToggle />
      <span className="flex items-center gap-3" aria-hidden>
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
