import { Suspense } from "react";
import { useAppStore } from "../../store/appStore";
import { selectCompareOn, selectDiagramAreaShows } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { DiagramFocusToggle } from "../flow/DiagramFocusToggle";
import { DiagramViewControls } from "../flow/DiagramViewControls";
import { ExportMenu } from "../export/ExportMenu";
import { DiagramSketch } from "../flow/DiagramSketch";
import { deferredBehind, Nothing } from "../deferred";
import { MeantGraphNote } from "../flow/MeantGraphNote";
import { TopologyHeading } from "../topology/TopologyHeading";
import { Panel } from "./Panel";
import { SKIP_TARGETS } from "./SkipLinks";

// React Flow and the diagram drawn with it are a chunk of their own: the first paint draws its sketch.
const FlowDiagram = deferredBehind(() => import("../flow/FlowDiagram").then((module) => module.FlowDiagram), DiagramSketch);
// What shows only when a run or the user calls for it (an error, a pause, the fork form, decisions taken)
// comes right after the first paint too.
const RunErrorNotice = deferredBehind(() => import("./RunErrorNotice").then((module) => module.RunErrorNotice), Nothing);
const InterruptPanel = deferredBehind(() => import("../hitl/InterruptPanel").then((module) => module.InterruptPanel), Nothing);
const ForkPanel = deferredBehind(() => import("../fork/ForkPanel").then((module) => module.ForkPanel), Nothing);
const RunDecisionLog = deferredBehind(() => import("../hitl/DecisionLog").then((module) => module.RunDecisionLog), Nothing);

function Loading({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-slate-500 dark:text-slate-400" data-testid="diagram-loading">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-sky-500 border-t-transparent" aria-hidden />
      {label}
    </div>
  );
}

/** Step 0 of a run not playing: a Play big enough to find (`stage-play`), gone once the run moves. */
function StartPlay() {
  const t = useText();
  const atStart = useAppStore((s) => s.step === 0 && !s.playing && (s.trace?.steps.length ?? 0) > 1);
  const play = useAppStore((s) => s.play);
  if (!atStart) return null;
  return (
    // Top left, where a top-down layout leaves room (START sits in the middle): it covers no node.
    <div className="pointer-events-none absolute top-2 left-2 z-10">
      <button
        type="button"
        onClick={play}
        data-testid="stage-play"
        title={t("stage.playHint")}
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-sky-700 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400"
      >
        <span aria-hidden>▶</span>
        {t("stage.play")}
      </button>
    </div>
  );
}

/**
 * What asks for the user, docked where the layout puts it (never over a node): the run's error, an
 * interrupt's decision, the fork form, the decisions taken. Empty, it takes no room.
 */
export function DiagramDock({ className }: { className: string }) {
  return (
    <div className={`flex flex-col gap-2 overflow-y-auto empty:hidden ${className}`} data-testid="diagram-dock">
      <RunErrorNotice />
      <InterruptPanel />
      <ForkPanel />
      <RunDecisionLog />
    </div>
  );
}

/**
 * The diagram with its loading state and, unless the layout docks it elsewhere, the dock beside it.
 * In a narrow box the dock goes under.
 */
export function DiagramArea({ dock = true }: { dock?: boolean }) {
  const t = useText();
  // Only what this draws: a run's status flipping to "running" and back must not re-render the diagram.
  const shows = useAppStore(selectDiagramAreaShows);
  const hasTrace = shows === "trace";
  // Compare mode lays its own two diagrams over this one; drawing a third under them only costs.
  const compareOn = useAppStore(selectCompareOn);
  return (
    <div className="@container h-full min-h-0 w-full" data-testid="diagram">
      <div className="flex h-full min-h-0 w-full flex-col @2xl:flex-row">
        {/* React Flow's attribution keeps a light box in dark mode; let it sit on the panel like the legend. */}
        <div className="relative min-h-0 min-w-0 flex-1 [&_.react-flow\_\_attribution]:!bg-transparent [&_.react-flow\_\_attribution]:opacity-70">
          {hasTrace ? (
            compareOn ? null : (
              // A shape the build did not lay out waits here for the layout code (fetched after the first paint).
              <Suspense fallback={<Loading label={t("app.loadingEngine")} />}>
                <FlowDiagram />
              </Suspense>
            )
          ) : shows === "failed" ? null : (
            <Loading label={t("app.loadingEngine")} />
          )}
          {hasTrace && !compareOn ? (
            <div className="absolute top-2 right-2 z-20">
              <ExportMenu />
            </div>
          ) : null}
          {hasTrace && !compareOn ? <StartPlay /> : null}
          <div className="pointer-events-none absolute right-3 bottom-5 z-10 flex max-w-[16rem] justify-end">
            <MeantGraphNote />
          </div>
        </div>
        {dock ? <DiagramDock className="max-h-[55%] shrink-0 border-t border-slate-200 p-2 @2xl:max-h-none @2xl:w-80 @2xl:border-t-0 @2xl:border-l dark:border-slate-800" /> : null}
      </div>
    </div>
  );
}

/**
 * The diagram's card: its title and topology (unless `heading` is false: then its header row is the
 * view controls'), the view controls and the keyboard opt-in, and the diagram (with its dock, unless `dock` is false).
 */
export function DiagramPanel({ className, dock, heading }: { className: string; dock: boolean; heading: boolean }) {
  const t = useText();
  return (
    <Panel
      title={t("panel.diagram")}
      heading={heading ? <TopologyHeading /> : undefined}
      titleHidden={!heading}
      className={className}
      bodyClassName="relative overflow-hidden"
      testId="diagram-panel"
      id={SKIP_TARGETS.diagram}
      actions={<FlowLegend />}
    >
      <DiagramArea dock={dock} />
    </Panel>
  );
}

/** The diagram's view controls: its level of detail, folding, and the keyboard opt-in (the legend sits in the diagram's corner). */
function FlowLegend() {
  return (
    <div className="flex items-center gap-3 text-[10px] text-slate-500 dark:text-slate-400">
      <DiagramViewControls />
      <DiagramFocusToggle />
    </div>
  );
}
