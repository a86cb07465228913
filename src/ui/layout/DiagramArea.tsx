import { Suspense } from "react";
import { useAppStore } from "../../store/appStore";
import { selectCompareOn, selectDiagramAreaShows } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { DiagramFocusToggle } from "../flow/DiagramFocusToggle";
import { DiagramViewControls } from "../flow/DiagramViewControls";
import { ExportMenu } from "../export/ExportMenu";
import { FlowDiagram } from "../flow/FlowDiagram";
import { MeantGraphNote } from "../flow/MeantGraphNote";
import { TopologyHeading } from "../topology/TopologyHeading";
import { Panel } from "./Panel";
import { SKIP_TARGETS } from "./SkipLinks";
import { ForkPanel } from "../fork/ForkPanel";
import { InterruptPanel } from "../hitl/InterruptPanel";
import { RunErrorNotice } from "./RunErrorNotice";


function Loading({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-slate-500 dark:text-slate-400" data-testid="diagram-loading">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-sky-500 border-t-transparent" aria-hidden />
      {label}
    </div>
  );
}

/** The diagram with its loading state and the run's error on top. */
export function DiagramArea() {
  const t = useText();
  // Only what this draws: a run's status flipping to "running" and back must not re-render the diagram.
  const shows = useAppStore(selectDiagramAreaShows);
  const hasTrace = shows === "trace";
  // Compare mode lays its own two diagrams over this one; drawing a third under them only costs.
  const compareOn = useAppStore(selectCompareOn);
  return (
    // React Flow's attribution keeps a light box in dark mode; let it sit on the panel like the legend.
    <div className="relative h-full min-h-0 w-full [&_.react-flow\_\_attribution]:!bg-transparent [&_.react-flow\_\_attribution]:opacity-70" data-testid="diagram">
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
      <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex justify-center">
        <div className="flex w-full max-w-xl flex-col gap-2">
          <RunErrorNotice />
          <InterruptPanel />
          <ForkPanel />
        </div>
      </div>
      <div className="pointer-events-none absolute right-3 bottom-5 z-10 flex max-w-[16rem] justify-end">
        <MeantGraphNote />
      </div>
    </div>
  );
}

/** The diagram's card: its topology, the legend and the keyboard opt-in, and the diagram. */
export function DiagramPanel({ className }: { className: string }) {
  const t = useText();
  return (
    <Panel
      title={t("panel.diagram")}
      heading={<TopologyHeading />}
      className={className}
      bodyClassName="relative overflow-hidden"
      testId="diagram-panel"
      id={SKIP_TARGETS.diagram}
      actions={<FlowLegend />}
    >
      <DiagramArea />
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
