import type { StateCreator } from "zustand/vanilla";
import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import type { SweepRow } from "../engine/sweep";
import type { PreparedSweep } from "../engine/preparedSweep";
import type { TokenCounter } from "../engine/trace/metrics";
import type { EngineStall } from "./engineFault";
import type { CompareActions, CompareState } from "./compareSlice";
import type { CostActions, CostState } from "./costSlice";
import type { MeasuredCell } from "../engine/docsTable/docsTable";
import type { GrowthFigures, GrowthRun } from "../engine/growth";
import type { EditorActions, EditorState } from "./editorSlice";
import type { DecisionsActions, DecisionsState } from "./decisionsSlice";
import type { ForkActions, ForkState } from "./forkSlice";
import type { KnobsActions, KnobsState } from "./knobsSlice";
import type { LinkSliceActions, LinkSliceState } from "./linkSlice";
import type { PlayerActions, PlayerState } from "./playerSlice";
import type { RunActions, RunState } from "./runSlice";
import type { StallActions, StallState } from "./stallSlice";
import type { VersionActions, VersionState } from "./versionSlice";
import type { ScenarioActions, ScenarioState } from "./scenarioSlice";
import type { SweepActions, SweepState } from "./sweepSlice";
import type { GrowthActions, GrowthState } from "./growthSlice";
import type { StorageActions, StorageState } from "./storageSlice";
import type { ViewActions, ViewState } from "./viewSlice";
import type { LessonActions, LessonState } from "./lessonSlice";
import type { StoryState } from "./storySlice";
import type { checkDraft } from "../share/draftShape";
import type { validateScenario } from "../share/scenarioSchema";
import type { draftInRecovered, parsePersisted } from "./persistence/persistedSchemas";

/** What a sweep streams to its caller. */
export interface SweepProgress {
  /** The finished row and its position in the plan (the CLI's order). */
  onRow(row: SweepRow, index: number, total: number): void;
  /** Aborting stops the sweep's workers at once. */
  signal?: AbortSignal;
  /** Plan positions whose rows the caller already has (from runs the page holds): not run. */
  skip?: ReadonlySet<number>;
}

/** What a growth chart's runs stream to their caller. */
export interface GrowthProgress {
  /** The figures of the run at `index` of the runs asked for. */
  onPoint(index: number, figures: GrowthFigures): void;
  /** Aborting stops the chart's workers at once. */
  signal?: AbortSignal;
}

/** The setting on screen, which a sweep worker runs first while it warms up (then each other topology: `warmUpRuns`). */
export interface WarmRun {
  scenario: Scenario;
  knobs: Partial<Knobs>;
}

/**
 * Where runs happen. The app uses the Web Worker client; tests can pass the engine in-process.
 * Both resolve with plain traces; a stopped or failed run rejects.
 */
export interface EngineClient {
  /**
   * `decisions` answer the run's interrupts in order (where they run out the trace ends `paused`);
   * `fork` re-runs from a step's checkpoint with one reply changed.
   */
  run(scenario: Scenario, knobs: Partial<Knobs>, decisions?: HumanDecision[], fork?: ForkRequest): Promise<Trace>;
  /**
   * Every knob combination of the scenario (the engine's `sweep`), streamed row by row as each
   * finishes, on engines of its own so it never delays {@link run}. Resolves when every row is in;
   * rejects when aborted or when an engine fails.
   */
  sweep(scenario: Scenario, progress: SweepProgress): Promise<void>;
  /**
   * The docs table's runs, measured (the engine's `measureDocsTable`, counting o200k_base tokens).
   * Optional like `restart`: test engines that never open the docs table leave it out.
   */
  docsTable?(): Promise<MeasuredCell[]>;
  /**
   * The growth chart's runs, on engines of their own (so a chart never delays {@link run}), each
   * streamed with its figures (tokens counted in o200k_base) as it finishes. Optional like `docsTable`.
   */
  growth?(scenario: Scenario, runs: readonly GrowthRun[], progress: GrowthProgress): Promise<void>;
  /**
   * Runs these settings of the scenario ahead, in the background, so a later {@link run} of one of them
   * answers at once from a real trace. Optional: without it every run is made when asked.
   */
  predict?(scenario: Scenario, settings: readonly Knobs[]): void;
  /**
   * The trace of exactly this scenario object and setting, made without decisions, that the engine
   * already holds (run ahead by {@link predict}, or an earlier {@link run} of the page), if any.
   * Optional like `predict`.
   */
  held?(scenario: Scenario, knobs: Partial<Knobs>): Trace | undefined;
  /**
   * Starts the sweep's engines ahead of a sweep, so its first rows need not wait for them; given a
   * run, each makes it once, so its code is compiled before the first row. Optional like `predict`.
   */
  warmSweeps?(run?: WarmRun): void;
  /** Kills a runaway run (and whatever else is in flight) and starts a fresh engine. */
  restart?(): void;
  /**
   * Tells `listener` when the run's engine has been silent past its allowance (a possible hang, for
   * the user to judge), and with `undefined` when that ends. The engine never stops a run by itself.
   */
  onStall?(listener: (stall: EngineStall | undefined) => void): void;
  /** The user chose to keep waiting for a silent engine. */
  keepWaiting?(): void;
}

/** A run made ahead of time (at build time) for a built-in scenario and knob setting. */
export interface PreparedRun {
  scenarioId: string;
  knobs: Knobs;
  trace: Trace;
  /** The o200k_base count of each of the trace's `tokenTexts`, in their order, counted at build time. */
  tokens?: number[];
}

/** A growth-chart point made ahead of time (at build time) for a built-in scenario and knob setting. */
export interface PreparedGrowthPoint {
  scenarioId: string;
  knobs: Knobs;
  figures: GrowthFigures;
}

/**
 * The zod checks the store reads untrusted data with (the editor's draft, an imported file, stored
 * values): a chunk of their own, which the first paint does without (`src/app/loadSchemas.ts`).
 */
export interface StoreSchemas {
  checkDraft: typeof checkDraft;
  validateScenario: typeof validateScenario;
  parsePersisted: typeof parsePersisted;
  draftInRecovered: typeof draftInRecovered;
}

/** What the store is built with. */
export interface StoreDeps {
  engine: EngineClient;
  /** Runs made ahead of time for built-in configurations; used instead of the engine when they match. */
  prepared?: readonly PreparedRun[];
  /** Loads the growth-chart points made at build time (a chunk of its own, fetched when a chart first opens). */
  preparedGrowth?(): Promise<readonly PreparedGrowthPoint[]>;
  /** Loads the sweep made at build time for a built-in scenario at its defaults (a chunk per scenario, fetched when its drawer opens). */
  preparedSweep?(scenarioId: string): Promise<PreparedSweep | undefined>;
  /** Counts texts with the page's own tokenizer: a counter over them (the sweep's row of the run on screen). */
  countTokens?(texts: readonly string[]): Promise<TokenCounter>;
  /**
   * Calls back once the page has painted what the store now holds. The store uses it to re-run a
   * prepared trace in the engine (`confirmRun`) without the worker's download delaying the first
   * paint. Without it (tests), a prepared trace is not re-checked unless `confirmRun` is called.
   */
  afterPaint?(callback: () => void): void;
  /** Calls back once the page is idle (after its paint); the store then runs the next likely settings ahead. Without it, at once. */
  whenIdle?(callback: () => void): void;
  /**
   * Loads the {@link StoreSchemas}, for the editor's checks (opening a file or a kept-aside draft,
   * playing the draft). Without it (tests that check no draft), those actions reject.
   */
  loadSchemas?(): Promise<StoreSchemas>;
}

/** The whole app state: every slice's state and actions. */
export type AppState = ScenarioState &
  ScenarioActions &
  KnobsState &
  KnobsActions &
  RunState &
  RunActions &
  StallState &
  StallActions &
  VersionState &
  VersionActions &
  SweepState &
  SweepActions &
  GrowthState &
  GrowthActions &
  PlayerState &
  PlayerActions &
  ViewState &
  ViewActions &
  LinkSliceState &
  LinkSliceActions &
  EditorState &
  EditorActions &
  StorageState &
  StorageActions &
  DecisionsState &
  DecisionsActions &
  ForkState &
  ForkActions &
  CompareState &
  CompareActions &
  StoryState &
  LessonState &
  LessonActions &
  CostState &
  CostActions;

/** A slice creator over the whole app state (slices may read and call each other). */
export type SliceCreator<T> = StateCreator<AppState, [], [], T>;
