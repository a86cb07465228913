import { generatorParams, playedScenario } from "../engine/scenarios/generated";
import type { Scenario } from "../engine/scenarios/types";
import { playedTrace } from "./playhead";
import type { AppState } from "./types";

/**
 * Module-level selectors. Those returning objects are read with `useShallow`, e.g.
 * `useAppStore(useShallow(selectPlayer))`, so a component re-renders only when a picked field changes.
 */

export const selectCurrentScenario = (s: AppState) => s.scenario;
export const selectScenarios = (s: AppState) => s.scenarios;

let played: { scenario: Scenario; params: string; result: Scenario } | undefined;
/** The scenario the run plays: a generated one as its knobs make it (kept while they stay), any other as listed. */
export const selectPlayedScenario = (s: AppState): Scenario => {
  const params = generatorParams(s.scenario, s.knobs);
  if (!params) return s.scenario;
  if (played?.scenario !== s.scenario || played.params !== params) played = { scenario: s.scenario, params, result: playedScenario(s.scenario, s.knobs) };
  return played.result;
};
export const selectKnobs = (s: AppState) => s.knobs;
/** The knobs of the run on screen (the picked ones until that scenario's first run): a knob change alone leaves them. */
export const selectShownKnobs = (s: AppState) => (s.trace?.scenarioId === s.scenario.id ? s.trace.knobs : s.knobs);
export const selectTrace = (s: AppState) => s.trace;
/** The topology of the run on screen, else the one picked (before the first run). */
export const selectDiagramTopology = (s: AppState) => s.trace?.knobs.topology ?? s.knobs.topology;
export const selectPreviousTrace = (s: AppState) => s.previousTrace;
export const selectBaselineTrace = (s: AppState) => s.baselineTrace;
export const selectStep = (s: AppState) => s.step;
export const selectLocale = (s: AppState) => s.locale;
export const selectTheme = (s: AppState) => s.theme;
export const selectDiagramFocusable = (s: AppState) => s.diagramFocusable;
export const selectSelectedCall = (s: AppState) => s.selectedCall;
/** The diagram's level of detail and group folding, read with `useShallow`. */
export const selectDiagramView = (s: AppState) => ({
  folding: s.folding,
  detail: s.diagramDetail,
  expanded: s.alikeExpanded,
  heat: s.diagramHeat,
  setFolding: s.setFolding,
  setDiagramDetail: s.setDiagramDetail,
  setAlikeExpanded: s.setAlikeExpanded,
  setDiagramHeat: s.setDiagramHeat,
});
export const selectPanels = (s: AppState) => s.panels;
/** Knobs a link hides from the knobs panel (an exercise). */
export const selectHiddenKnobs = (s: AppState) => s.hiddenKnobs;

export const selectRunStatus = (s: AppState) => ({
  status: s.status,
  runError: s.runError,
  hasTrace: s.trace !== undefined,
});

/** What the diagram area draws: the run's graph, nothing (the engine failed before a first run), or the loading state. */
export const selectDiagramAreaShows = (s: AppState): "trace" | "failed" | "loading" => (s.trace ? "trace" : s.status === "failed" ? "failed" : "loading");

export const selectPlayer = (s: AppState) => ({
  step: s.step,
  playing: s.playing,
  speed: s.speed,
  playGeneration: s.playGeneration,
  stepCount: playedTrace(s)?.steps.length ?? 0,
});

/** The trace the player walks (see {@link playedTrace}). */
export const selectPlayedTrace = (s: AppState) => playedTrace(s);

export const selectPlayerActions = (s: AppState) => ({
  setStep: s.setStep,
  stepBy: s.stepBy,
  play: s.play,
  pause: s.pause,
  togglePlay: s.togglePlay,
  setSpeed: s.setSpeed,
  jumpToStart: s.jumpToStart,
  jumpToEnd: s.jumpToEnd,
  tick: s.tick,
});

export const selectKnobActions = (s: AppState) => ({
  setKnob: s.setKnob,
  setKnobs: s.setKnobs,
  selectScenario: s.selectScenario,
  loadScenario: s.loadScenario,
});

export const selectRunActions = (s: AppState) => ({
  requestRun: s.requestRun,
  stopRun: s.stopRun,
  requestDocsTable: s.requestDocsTable,
  confirmRun: s.confirmRun,
});

export const selectSweep = (s: AppState) => ({ rows: s.sweepRows, status: s.sweepStatus, progress: s.sweepProgress, fault: s.sweepFault, ran: s.sweepRan, held: s.sweepHeld });

export const selectSweepActions = (s: AppState) => ({ requestSweep: s.requestSweep, stopSweep: s.stopSweep });

export const selectGrowth = (s: AppState) => ({
  axis: s.growthAxis,
  points: s.growthPoints,
  status: s.growthStatus,
  progress: s.growthProgress,
  ran: s.growthRan,
  fault: s.growthFault,
});

export const selectGrowthActions = (s: AppState) => ({ setGrowthAxis: s.setGrowthAxis, requestGrowth: s.requestGrowth, stopGrowth: s.stopGrowth });

export const selectDocsTable = (s: AppState) => ({ cells: s.docsCells, status: s.docsStatus });

export const selectViewActions = (s: AppState) => ({
  setTheme: s.setTheme,
  toggleTheme: s.toggleTheme,
  setLocale: s.setLocale,
  setDiagramFocusable: s.setDiagramFocusable,
  setPanel: s.setPanel,
  togglePanel: s.togglePanel,
  selectCall: s.selectCall,
});

export const selectSpeed = (s: AppState) => s.speed;

/** Whether compare mode is on. */
export const selectCompareOn = (s: AppState) => s.compareKnobs !== undefined;

/** Compare mode: both settings, both runs and the shared playhead. */
export const selectCompare = (s: AppState) => ({
  scenario: s.scenario,
  knobs: s.knobs,
  trace: s.trace,
  step: s.step,
  compareKnobs: s.compareKnobs,
  compareScenario: s.compareScenario,
  compareTrace: s.compareTrace,
  compareStatus: s.compareStatus,
  closeCompare: s.closeCompare,
  swapCompare: s.swapCompare,
});

/** What the export menu writes B's program from while compare mode is on (read with `useShallow`). */
export const selectCompareScript = (s: AppState) => ({ compareKnobs: s.compareKnobs, compareScenario: s.compareScenario });

export const selectCost = (s: AppState) => s.cost;

export const selectCostActions = (s: AppState) => ({ setPrice: s.setPrice, resetPrice: s.resetPrice, setModel: s.setModel, resetCost: s.resetCost });
/** Whether the presenter layout is on. */
export const selectPresenter = (s: AppState) => s.presenter;
/** Whether the page is the chrome-less embed view. */
export const selectEmbed = (s: AppState) => s.embed;
