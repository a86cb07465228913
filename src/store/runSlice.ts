import type { Knobs } from "../engine/knobs";
import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import type { MeasuredCell } from "../engine/docsTable/docsTable";
import { baselineKnobs, knobsKey } from "./baseline";
import { faultOf, type EngineFault } from "./engineFault";
import { comparableStep } from "./playhead";
import { preparedRuns } from "./preparedRuns";
import type { RunEvents } from "./runEvents";
import type { AppState, SliceCreator, StoreDeps } from "./types";

/** Where the current run is. `failed` means the engine itself failed; run errors live in the trace. */
export type RunStatus = "idle" | "running" | "ready" | "failed";

/**
 * Why no trace came: the user stopped the run, or the engine itself failed (a worker crash). A run
 * that takes long is never stopped by time alone: the engine's watchdog asks the user (see stallSlice).
 */
export type RunFailure = { kind: "stopped"; by: "user"; afterMs: number } | { kind: "engine"; fault: EngineFault };

export interface RunState {
  status: RunStatus;
  /** The trace on screen (kept while a re-run is in flight, so the page never blanks). */
  trace?: Trace;
  /** The trace before the last knob change, for ghost lines. Cleared on a scenario switch. */
  previousTrace?: Trace;
  /** The same scenario with nothing dropped (see `baselineKnobs`), for "what was dropped". */
  baselineTrace?: Trace;
  /** Why the engine gave no trace (a stopped run, a worker crash). */
  runError?: RunFailure;
  /** Bumped per run request; a result from an older request is dropped. */
  runGeneration: number;
  /** The docs table's measured cells; they do not depend on the scenario on screen, so they stay. */
  docsCells?: MeasuredCell[];
  docsStatus: RunStatus;
}

export interface RunActions {
  /**
   * Runs the current scenario, knobs and decisions; `keepPlayhead` maps the playhead onto the new
   * trace, `playFrom` plays it from that step (a decision's interrupt), `atStart` opens it at its
   * first step (the page's first open, so Play shows the run unfold). `knobs` runs a new setting and
   * stores it in the same update, after the run is handed to the engine (a knob change).
   */
  requestRun(options?: { keepPlayhead?: boolean; playFrom?: number; atStart?: boolean; knobs?: Knobs }): void;
  /**
   * When the trace on screen was prepared ahead of time, runs the same configuration in the page's
   * engine and swaps the result in if it differs (it should not): the screen always ends up showing
   * this browser's own run. Called by itself (see `StoreDeps.afterPaint`) when a prepared trace opens.
   */
  confirmRun(): void;
  /** Stops whatever runs (terminating the engine). */
  stopRun(): void;
  /** Runs the docs table's scenarios on every pattern, once; later calls keep the cells. */
  requestDocsTable(): void;
}

/**
 * The run on screen: prepared runs served once, the baseline run ("what was dropped"), stale-result
 * guarding by generation, Stop and the docs table. What follows the run (the story, the lesson, the
 * compare strip) subscribes to `events` instead of being called from here.
 */
export function createRunSlice(deps: StoreDeps, events: RunEvents): SliceCreator<RunState & RunActions> {
  return (set, get) => {
    let baselineFor: { scenario: Scenario; key: string } | undefined;
    let runStartedAt = 0;
    /**
     * A run that gave no trace leaves no other setting's diagram on screen: the trace of a different
     * scenario or knob setting goes, so the page never shows one run under another's summary.
     */
    const withoutStaleTrace = (s: AppState): Partial<AppState> =>
      s.trace && (s.trace.scenarioId !== s.scenario.id || knobsKey(s.trace.knobs) !== knobsKey(s.knobs)) ? { trace: undefined, previousTrace: undefined } : {};

    const { find: preparedTrace, runOrPrepared } = preparedRuns(deps);
    // A prepared trace on screen is checked against this browser's own run once the page has painted
    // (loading the engine worker earlier would delay that first paint).
    const confirmAfterPaint = () => deps.afterPaint?.(() => get().confirmRun());

    const runBaseline = (scenario: Scenario, knobs: Knobs): void => {
      const base = baselineKnobs(knobs);
      const key = knobsKey(base);
      if (baselineFor?.scenario === scenario && baselineFor.key === key) return;
      baselineFor = { scenario, key };
      set({ baselineTrace: undefined });
      runOrPrepared(scenario, base, []).then(
        (trace) => {
          if (baselineFor?.scenario === scenario && baselineFor.key === key) set({ baselineTrace: trace });
        },
        () => {
          if (baselineFor?.key === key) baselineFor = undefined;
        },
      );
    };

    return {
      status: "idle",
      trace: undefined,
      previousTrace: undefined,
      baselineTrace: undefined,
      runError: undefined,
      runGeneration: 0,
      docsCells: undefined,
      docsStatus: "idle",

      requestRun(options = {}) {
        const generation = get().runGeneration + 1;
        const { scenario, decisions, fork } = get();
        const knobs = options.knobs ?? get().knobs;
        const sameScenario = get().trace?.scenarioId === scenario.id;
        const keepPlayhead = options.keepPlayhead !== false && sameScenario;
        const { playFrom, atStart = false } = options;
        runStartedAt = performance.now();
        // The engine first: it starts the run while every subscriber of the store takes the change.
        const running = runOrPrepared(scenario, knobs, decisions, confirmAfterPaint, fork);
        set({ ...(options.knobs ? { knobs } : {}), runGeneration: generation, status: "running", runError: undefined });
        // After the run itself, so the engine takes it first (the story's settings' runs, say).
        events.emit("requested");
        running.then(
          (trace) => {
            const s = get();
            if (s.runGeneration !== generation) return;
            const old = s.trace;
            set({
              trace,
              previousTrace: keepPlayhead ? old : undefined,
              status: "ready",
              // A scenario picked opens at its end: the outcome first, then Play replays how it got there.
              // The page's first open starts at the beginning instead, with Play in reach.
              step: playFrom ?? (keepPlayhead ? comparableStep(old, s.step, trace) : atStart ? 0 : trace.steps.length - 1),
              selectedCall: undefined,
              playGeneration: s.playGeneration + 1,
              playing: playFrom !== undefined || (keepPlayhead ? s.playing : false),
            });
            events.emit("arrived");
            runBaseline(scenario, knobs);
          },
          (error: unknown) => {
            if (get().runGeneration !== generation) return;
            set((s) => ({ status: "failed", runError: { kind: "engine", fault: faultOf(error) }, ...withoutStaleTrace(s) }));
          },
        );
      },

      confirmRun() {
        const { scenario, knobs, trace, runGeneration } = get();
        if (!trace || trace !== preparedTrace(scenario, knobs)) return;
        deps.engine.run(scenario, knobs).then(
          (fresh) => {
            // Only swap when nothing else ran meanwhile and the page's own run tells a different story.
            if (get().runGeneration !== runGeneration || JSON.stringify(fresh) === JSON.stringify(trace)) return;
            set((s) => ({ trace: fresh, step: comparableStep(trace, s.step, fresh) }));
          },
          () => undefined,
        );
      },

      stopRun() {
        deps.engine.restart?.();
        baselineFor = undefined;
        set((s) => ({
          runGeneration: s.runGeneration + 1,
          status: "failed",
          runError: { kind: "stopped", by: "user", afterMs: performance.now() - runStartedAt },
          ...withoutStaleTrace(s),
        }));
      },

      requestDocsTable() {
        if (get().docsStatus === "running" || get().docsCells) return;
        if (!deps.engine.docsTable) return set({ docsStatus: "failed" });
        set({ docsStatus: "running" });
        deps.engine.docsTable().then(
          (cells) => set({ docsCells: cells, docsStatus: "ready" }),
          () => set({ docsStatus: "failed" }),
        );
      },
    };
  };
}
