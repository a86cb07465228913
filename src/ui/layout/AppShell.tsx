import { useAppStore } from "../../store/appStore";
import { selectCompareOn, selectEmbed, selectPanels, selectPresenter } from "../../store/selectors";
import { useDocumentLanguage } from "../i18n/useDocumentLanguage";
import { useText } from "../i18n/useText";
import { useThemeClass } from "../theme/useThemeClass";
import { BottomBar } from "./BottomBar";
import { DiagramPanel } from "./DiagramArea";
import { PageTop } from "./PageTop";
import { SetupBody } from "./SetupBody";
import { SKIP_TARGETS } from "./SkipLinks";
import { HistoryColumn } from "./HistoryColumn";
import { Panel } from "./Panel";
import { PanelBoundary } from "./PanelBoundary";
import { selectEditorOpen } from "../../store/editorSlice";
import { deferred } from "../deferred";

// Nothing of these is on screen when the page opens: their code follows the first diagram.
const CompareView = deferred(() => import("../compare/CompareView").then((module) => module.CompareView));
const DocsTableDrawer = deferred(() => import("../docsTable/DocsTableDrawer").then((module) => module.DocsTableDrawer));
const EditorDrawer = deferred(() => import("../editor/EditorDrawer").then((module) => module.EditorDrawer));
const GrowthDrawer = deferred(() => import("../growth/GrowthDrawer").then((module) => module.GrowthDrawer));
const SweepDrawer = deferred(() => import("./SweepDrawer").then((module) => module.SweepDrawer));
// A presenter or embed link waits for its layout's chunk (a page opened with the workbench does not).
const EmbedShell = deferred(() => import("./EmbedShell").then((module) => module.EmbedShell));
const PresenterShell = deferred(() => import("./PresenterShell").then((module) => module.PresenterShell));

/**
 * The page (the workbench layout; a link or the header switches to the presenter layout, and a link
 * to the embed view): setup on the left, the graph in the middle, the shared messages on the right, the player,
 * context chart and meter along the bottom. Sized for 1280x720 (a projector) and up; from 768 px down
 * to a phone the panels stack (diagram, player and figures, history, setup) and the page scrolls.
 */
export function AppShell() {
  const t = useText();
  useThemeClass();
  useDocumentLanguage();
  const panels = useAppStore(selectPanels);
  const compareOn = useAppStore(selectCompareOn);
  const presenter = useAppStore(selectPresenter);
  const embed = useAppStore(selectEmbed);
  const editorOpen = useAppStore(selectEditorOpen);
  if (embed) return <EmbedShell />;
  if (presenter) return <PresenterShell />;
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 md:h-screen md:min-h-[600px] text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <PageTop />
      <main className="flex flex-col gap-2 p-2 md:grid md:min-h-0 md:flex-1 md:grid-cols-[224px_minmax(0,1fr)_minmax(280px,22rem)] xl:grid-cols-[272px_minmax(0,1fr)_minmax(320px,26rem)] 2xl:grid-cols-[300px_minmax(0,1fr)_minmax(360px,32rem)] md:grid-rows-[minmax(0,1fr)_200px] 2xl:grid-rows-[minmax(0,1fr)_240px]">
        <Panel title={t("panel.knobs")} className="order-4 md:order-none md:col-start-1 md:row-span-2 md:row-start-1" bodyClassName="px-3 py-2" testId="left-column">
          <SetupBody />
        </Panel>
        <DiagramPanel className="order-1 h-[55vh] min-h-80 md:order-none md:col-start-2 md:row-start-1 md:h-auto md:min-h-0" />
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
        {panels.docsTable || panels.sweep || panels.growth ? (
          <div className="fixed inset-2 z-30 md:relative md:inset-auto md:z-20 md:col-span-2 md:col-start-2 md:row-span-2 md:row-start-1 md:min-h-0 md:min-w-0">
            <PanelBoundary name={panels.docsTable ? t("docsTable.open") : panels.sweep ? t("panel.sweep") : t("growth.title")}>
              {panels.docsTable ? (
                <DocsTableDrawer />
              ) : panels.sweep ? (
                <SweepDrawer />
              ) : (
                <GrowthDrawer />
              )}
            </PanelBoundary>
          </div>
        ) : null}
      </main>
      {editorOpen ? (
        <PanelBoundary name={t("editor.title")}>
          <EditorDrawer />
        </PanelBoundary>
      ) : null}
    </div>
  );
}
