import { useState, type ReactNode } from "react";
import { useAppStore } from "../../store/appStore";
import { selectCompareOn, selectPanels, selectStep, selectTrace } from "../../store/selectors";
import { deferred } from "../deferred";
import { useText } from "../i18n/useText";
import { LessonPanel } from "../lessons/LessonPanel";
import { MetricsBar } from "../metrics/MetricsBar";
import { Player } from "../player/Player";
import { DetailsTabs } from "./DetailsTabs";
import { DiagramArea, DiagramDock, DiagramPanel } from "./DiagramArea";
import { HistoryColumn } from "./HistoryColumn";
import { Panel } from "./Panel";
import { PanelBoundary } from "./PanelBoundary";
import { SetupBody } from "./SetupBody";
import { SKIP_TARGETS } from "./SkipLinks";
import { CARD, gridStyle, STAGE_LAYOUTS, type ScreenClass, type StageSlot } from "./stageLayouts";

// Nothing of these is on screen when the page opens: their code follows the first diagram.
const CompareView = deferred(() => import("../compare/CompareView").then((module) => module.CompareView));
const DocsTableDrawer = deferred(() => import("../docsTable/DocsTableDrawer").then((module) => module.DocsTableDrawer));
const GrowthDrawer = deferred(() => import("../growth/GrowthDrawer").then((module) => module.GrowthDrawer));
const SweepDrawer = deferred(() => import("./SweepDrawer").then((module) => module.SweepDrawer));

/**
 * Larger type for a room: the presenter's history and player are zoomed as a whole (CSS `zoom`, so
 * their layout follows), not by the root font size, which would also grow the diagram's labels past
 * the boxes the layout made for them. At 1280x720 with 150% browser zoom the browser's zoom is enough.
 */
const LARGER = "xl:[zoom:1.15] 2xl:[zoom:1.3]";

function Headline() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const at = trace ? Math.min(step, trace.steps.length - 1) : 0;
  return (
    <div data-testid="metrics-panel" className="h-full">
      <PanelBoundary name={t("panel.metrics")}>{trace ? <MetricsBar trace={trace} step={at} /> : null}</PanelBoundary>
    </div>
  );
}

function PlayerSlot({ larger, aside }: { larger: boolean; aside?: ReactNode }) {
  const t = useText();
  return (
    <div className={larger ? LARGER : ""}>
      <PanelBoundary name={t("panel.player")}>
        <Player aside={aside} />
      </PanelBoundary>
    </div>
  );
}

function HistorySlot({ larger }: { larger: boolean }) {
  const t = useText();
  return (
    <Panel title={t("panel.history")} className="h-full" bodyClassName="overflow-hidden flex flex-col" testId="history-column" id={SKIP_TARGETS.history}>
      <div className={`flex min-h-0 flex-1 flex-col ${larger ? LARGER : ""}`}>
        <HistoryColumn />
      </div>
    </Panel>
  );
}

function SetupSlot({ lesson }: { lesson: boolean }) {
  const t = useText();
  return (
    <Panel title={t("panel.knobs")} className="h-full border-0 shadow-none" bodyClassName="px-3 py-2" testId="left-column">
      <SetupBody lesson={lesson} />
    </Panel>
  );
}

/**
 * What each part of the stage shows on a screen class. `detailsPanel` is where a layout with
 * `detailsOver` lays an open details tab.
 */
function slotView(slot: StageSlot, screen: ScreenClass, detailsPanel: HTMLElement | null): ReactNode {
  const layout = STAGE_LAYOUTS[screen];
  const larger = layout.largeType;
  switch (slot) {
    case "setup":
      return layout.dock === "setup" ? (
        <>
          <DiagramDock className={`max-h-[60%] shrink-0 p-2 ${CARD}`} />
          <div className="max-h-[85%] shrink-0 overflow-y-auto empty:hidden [&>section]:mt-0">
            <LessonPanel />
          </div>
          <div className={`min-h-0 flex-1 ${CARD}`}>
            <SetupSlot lesson={false} />
          </div>
        </>
      ) : (
        <SetupSlot lesson={!layout.frames.lesson} />
      );
    case "headline":
      return <Headline />;
    case "diagram":
      return layout.bareDiagram ? (
        <div className="relative h-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800" data-testid="diagram-panel">
          <DiagramArea dock={layout.dock === "diagram"} />
        </div>
      ) : (
        <DiagramPanel className="h-full" dock={layout.dock === "diagram"} heading={layout.diagramHeading} />
      );
    case "history":
      return <HistorySlot larger={larger} />;
    case "details":
      return <DetailsTabs openWhen={layout.detailsOpen} height={layout.detailsHeight} />;
    case "lesson":
      return <LessonPanel />;
    case "player":
      return <PlayerSlot larger={larger} aside={layout.detailsOver ? <DetailsTabs openWhen={layout.detailsOpen} height={layout.detailsHeight} panelIn={detailsPanel} /> : undefined} />;
  }
}

/** The drawers laid over the stage (one at a time): the sweep, the docs table, the growth chart. */
function Drawers() {
  const t = useText();
  const panels = useAppStore(selectPanels);
  if (!panels.docsTable && !panels.sweep && !panels.growth) return null;
  return (
    <PanelBoundary name={panels.docsTable ? t("docsTable.open") : panels.sweep ? t("panel.sweep") : t("growth.title")}>
      {panels.docsTable ? <DocsTableDrawer /> : panels.sweep ? <SweepDrawer /> : <GrowthDrawer />}
    </PanelBoundary>
  );
}

/**
 * The stage of one screen class, as {@link STAGE_LAYOUTS} declares it: each part in its grid area,
 * the compare view and the drawers over the exhibit.
 */
export function Stage({ screen, label }: { screen: ScreenClass; label?: string }) {
  const layout = STAGE_LAYOUTS[screen];
  const compareOn = useAppStore(selectCompareOn);
  const drawerOpen = useAppStore((s) => s.panels.docsTable || s.panels.sweep || s.panels.growth);
  const style = gridStyle(layout, compareOn);
  const [detailsPanel, setDetailsPanel] = useState<HTMLElement | null>(null);
  const slots = (Object.keys(layout.frames) as StageSlot[]).filter((slot) => style.gridTemplateAreas.includes(slot));
  return (
    <main className={`grid ${layout.grid}`} style={style} aria-label={label} data-screen={screen}>
      {slots.map((slot) => (
        <div key={slot} className={layout.frames[slot]} style={{ gridArea: slot }} data-slot={slot}>
          {slotView(slot, screen, detailsPanel)}
        </div>
      ))}
      {layout.detailsOver && !compareOn ? <div ref={setDetailsPanel} className="pointer-events-none relative z-10 min-h-0 min-w-0" style={layout.detailsOver} /> : null}
      {compareOn ? (
        <div className="relative z-10 min-h-0 min-w-0" style={layout.overlays.compare}>
          <CompareView />
        </div>
      ) : null}
      {drawerOpen ? (
        <div className="fixed inset-2 z-30 md:relative md:inset-auto md:z-20 md:min-h-0 md:min-w-0" style={layout.overlays.drawer}>
          <Drawers />
        </div>
      ) : null}
    </main>
  );
}
