import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useShallow } from "zustand/react/shallow";
import { boardOf } from "../../engine/guards/board";
import { buildFailed } from "../../engine/trace/meantGraph";
import type { Trace } from "../../engine/trace/types";
import { useAppStore } from "../../store/appStore";
import { selectPlayerActions, selectPreviousTrace, selectSelectedCall, selectStep, selectTrace, selectViewActions } from "../../store/selectors";
import type { AppState } from "../../store/types";
import { ModelInputView } from "../history/ModelInputView";
import type { TextKey } from "../i18n/catalog";
import { useText } from "../i18n/useText";
import { failingResults } from "../checks/checksView";
import { hasExtraState } from "../state/topologyState";
import { useMediaQuery } from "./useMediaQuery";
import { CARD, type StageLayout } from "./stageLayouts";
import { deferredBehind, Nothing } from "../deferred";

// The tabs other than what the model saw are hidden when the page opens, and the failing checks' summary
// shows only when one fails: their code comes right after the first paint.
const FailingSummary = deferredBehind(() => import("../checks/FailingSummary").then((module) => module.FailingSummary), Nothing);
const ChecksPanel = deferredBehind(() => import("../checks/ChecksPanel").then((module) => module.ChecksPanel), Nothing);
const GuardBoard = deferredBehind(() => import("../guards/GuardBoard").then((module) => module.GuardBoard), Nothing);
const StatePanel = deferredBehind(() => import("../state/StatePanel").then((module) => module.StatePanel), Nothing);
const AgentUsage = deferredBehind(() => import("../metrics/AgentUsage").then((module) => module.AgentUsage), Nothing);
const ContextChart = deferredBehind(() => import("../chart/ContextChart").then((module) => module.ContextChart), Nothing);

/** The details of a run beside the exhibit, one tab each. */
export type DetailsTab = "input" | "checks" | "board" | "state" | "agents" | "chart";

const TAB_LABELS: Record<DetailsTab, TextKey> = {
  input: "details.input",
  checks: "details.checks",
  board: "details.board",
  state: "details.state",
  agents: "details.agents",
  chart: "details.chart",
};

/**
 * The tabs a run has: a board only on guarded topologies, state only where the topology keeps some;
 * for a graph that never built only the checks (saying none ran), as no model saw anything and nothing was measured.
 */
function tabsOf(trace: Trace): DetailsTab[] {
  if (buildFailed(trace)) return ["checks"];
  return [
    "input",
    "checks",
    ...(boardOf(trace) ? (["board"] as const) : []),
    ...(hasExtraState(trace) || trace.steps.some((s) => s.activeAgent !== undefined) ? (["state"] as const) : []),
    "agents",
    "chart",
  ];
}

/** The tab a lesson step's "look at" points into, so the step never points at a hidden panel. */
const selectLessonTab = (s: AppState): DetailsTab | undefined => {
  const look = s.lessonStep === undefined ? undefined : s.scenario.lesson?.[s.lessonStep]?.look;
  if (!look) return undefined;
  if ("call" in look) return "input";
  if (!("panel" in look)) return undefined;
  const byPanel: Partial<Record<typeof look.panel, DetailsTab>> = { modelInput: "input", checks: "checks", state: "state", chart: "chart" };
  return byPanel[look.panel];
};

/**
 * What the model saw, the checks, the guard board, the topology's state, the per-agent figures and
 * the context chart: one tab each (`details-tab-<id>`, panels `details-panel-<id>`), so none of them
 * pushes the shared history's rows off screen. A failing check shows as a badge on its tab and a
 * one-line summary. Arrow keys, Home and End move between tabs. Where the screen is short the panel
 * starts folded to its tab strip; choosing a tab opens it, under the strip or, given `panelIn`, over
 * that element (a short screen's diagram).
 */
export function DetailsTabs({ openWhen, height, panelIn }: { openWhen: StageLayout["detailsOpen"]; height: string; panelIn?: HTMLElement | null }) {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const previousTrace = useAppStore(selectPreviousTrace);
  const selectedCall = useAppStore(selectSelectedCall);
  const { selectCall } = useAppStore(useShallow(selectViewActions));
  const { setStep } = useAppStore(useShallow(selectPlayerActions));
  const lessonTab = useAppStore(selectLessonTab);
  const tall = useMediaQuery("(min-height: 800px)");
  const [chosen, setChosen] = useState<DetailsTab>("input");
  const [openChoice, setOpenChoice] = useState<boolean | undefined>();
  const [modelOpen, setModelOpen] = useState(true);
  const tabRefs = useRef(new Map<DetailsTab, HTMLButtonElement>());
  // The panels ever on screen: only they render (hidden ones kept, with their folds and scroll), so a
  // new trace does not render panels nobody opened.
  const [seen, setSeen] = useState<ReadonlySet<DetailsTab>>(() => new Set());
  const tabs = useMemo(() => (trace ? tabsOf(trace) : []), [trace]);

  // A lesson step that looks at a detail opens its tab (once per step: the user may then pick another).
  const [lessonSeen, setLessonSeen] = useState<DetailsTab | undefined>();
  if (lessonTab !== lessonSeen) {
    setLessonSeen(lessonTab);
    if (lessonTab) {
      setChosen(lessonTab);
      setOpenChoice(true);
    }
  }

  if (!trace) return null;
  const at = Math.min(step, trace.steps.length - 1);
  const tab = tabs.includes(chosen) ? chosen : tabs[0];
  const open = openWhen === "always" || (openChoice ?? (openWhen === "tall" && tall));
  // Set while rendering: React renders again before it commits, so the tab shows its panel at once.
  if (open && !seen.has(tab)) setSeen(new Set(seen).add(tab));
  const failCount = failingResults(trace).length;
  const choose = (next: DetailsTab) => {
    setChosen(next);
    setOpenChoice(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab);
    const next =
      event.key === "ArrowRight" ? tabs[(index + 1) % tabs.length] : event.key === "ArrowLeft" ? tabs[(index - 1 + tabs.length) % tabs.length] : event.key === "Home" ? tabs[0] : event.key === "End" ? tabs.at(-1) : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabRefs.current.get(next)?.focus();
  };
  const panels: Record<DetailsTab, () => ReactNode> = {
    input: () => <ModelInputView trace={trace} step={at} selectedCall={selectedCall} onSelectCall={selectCall} open={modelOpen} onToggleOpen={() => setModelOpen((o) => !o)} />,
    checks: () => <ChecksPanel trace={trace} step={at} onShowStep={setStep} />,
    board: () => <GuardBoard trace={trace} step={at} />,
    state: () => <StatePanel trace={trace} step={at} />,
    agents: () => <AgentUsage trace={trace} step={at} />,
    chart: () => (
      <div className="h-full min-h-40 px-2 py-1" data-testid="chart-panel">
        <ContextChart trace={trace} step={at} ghostTrace={previousTrace} onSeek={setStep} />
      </div>
    ),
  };
  const panelBox = (className: string) => (
    <div className={className}>
      {tabs.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`details-panel-${id}`}
          aria-labelledby={`details-tab-${id}`}
          data-testid={`details-panel-${id}`}
          hidden={!open || id !== tab}
          // The panel scrolls as a whole (a panel's own height cap is lifted here), and takes focus to scroll by keyboard.
          tabIndex={0}
          className="flex min-h-0 flex-1 flex-col overflow-auto focus-visible:outline-2 focus-visible:outline-sky-500 [&>section]:max-h-none"
        >
          {seen.has(id) ? panels[id]() : null}
        </div>
      ))}
    </div>
  );
  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t("details.label")} data-testid="details" data-open={open}>
      {/* In the player's row (panelIn) the strip is one more group of its controls, at their size. */}
      <div className={`flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5 ${panelIn === undefined ? "border-b border-slate-200 px-1.5 py-1 dark:border-slate-800" : "pb-1"}`}>
        <div role="tablist" aria-label={t("details.label")} className={`flex min-w-0 flex-wrap items-center ${panelIn === undefined ? "gap-0.5" : ""}`} onKeyDown={onKeyDown} data-testid="details-tabs">
          {tabs.map((id) => (
            <button
              key={id}
              ref={(element) => {
                if (element) tabRefs.current.set(id, element);
                else tabRefs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={`details-tab-${id}`}
              aria-selected={open && id === tab}
              aria-controls={`details-panel-${id}`}
              tabIndex={id === tab ? 0 : -1}
              onClick={() => (open && id === tab && openWhen !== "always" ? setOpenChoice(false) : choose(id))}
              data-testid={`details-tab-${id}`}
              className={`flex items-center gap-1 rounded-md py-0.5 font-medium whitespace-nowrap ${panelIn === undefined ? "px-2 text-xs" : "px-1 text-[11px]"} ${
                open && id === tab ? "bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              }`}
            >
              {t(TAB_LABELS[id])}
              {id === "checks" && failCount > 0 ? (
                <span className="rounded-full bg-rose-600 px-1.5 text-[10px] leading-4 font-bold text-white" data-testid="details-checks-badge" aria-label={t("details.failingBadge", { count: failCount })}>
                  {failCount}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <FailingSummary trace={trace} onOpen={() => choose("checks")} />
      </div>
      {panelIn
        ? createPortal(panelBox(open ? `pointer-events-auto absolute inset-x-0 bottom-0 flex flex-col overflow-hidden ${CARD} shadow-lg ${height}` : "hidden"), panelIn)
        : panelBox(open ? `flex min-h-0 flex-col ${height}` : "hidden")}
    </section>
  );
}
