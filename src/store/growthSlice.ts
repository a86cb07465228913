import { growthRuns, type GrowthAxis, type GrowthFigures } from "../engine/growth";
import { findScenario } from "../engine/scenarios/builtIns";
import type { Scenario } from "../engine/scenarios/types";
import { knobsKey } from "./baseline";
import { faultOf, type EngineFault } from "./engineFault";
import type { SliceCreator, StoreDeps } from "./types";

/** Where the growth chart's runs are: `stopped` when its drawer closed mid-way, `failed` when an engine failed. */
export type GrowthStatus = "idle" | "running" | "ready" | "stopped" | "failed";

export interface GrowthState {
  /** The parameter on the chart's x axis. */
  growthAxis: GrowthAxis;
  /** The figures of every run made so far for the current scenario, by the run's knob setting (`knobsKey`). */
  growthPoints: Readonly<Record<string, GrowthFigures>>;
  growthStatus: GrowthStatus;
  /** Points of the current chart that are in, and how many it has. */
  growthProgress: { done: number; total: number };
  /** Runs this page asked the engine for (points made at build time are not among them). */
  growthRan: number;
  growthFault?: EngineFault;
}

export interface GrowthActions {
  /** Puts another parameter on the x axis and makes its chart. */
  setGrowthAxis(axis: GrowthAxis): void;
  /**
   * Makes the chart for the current scenario, knobs and axis: points made before (or at build time)
   * show at once, the others run on the chart's own engines and stream in.
   */
  requestGrowth(): void;
  /** Stops the chart's runs (its engines are terminated); the points so far stay. */
  stopGrowth(): void;
}

export function createGrowthSlice(deps: StoreDeps): SliceCreator<GrowthState & GrowthActions> {
  return (set, get) => {
    let controller: AbortController | undefined;
    let cachedFor: Scenario | undefined;
    let cache: Record<string, GrowthFigures> = {};
    let prepared: Promise<void> | undefined;

    /** Points made at build time for the built-in scenario at its defaults, loaded once, when first wanted. */
    const loadPrepared = (scenario: Scenario): Promise<void> => {
      prepared ??= (deps.preparedGrowth?.() ?? Promise.resolve([])).then(
        (points) => {
          for (const point of points) if (cachedFor === scenario && findScenario(point.scenarioId) === scenario) cache[knobsKey(point.knobs)] ??= point.figures;
        },
        // Without them the chart runs every point; nothing is lost.
        () => undefined,
      );
      return prepared;
    };

    return {
      growthAxis: "workers",
      growthPoints: {},
      growthStatus: "idle",
      growthProgress: { done: 0, total: 0 },
      growthRan: 0,
      growthFault: undefined,

      setGrowthAxis(axis) {
        set({ growthAxis: axis });
        get().requestGrowth();
      },

      requestGrowth() {
        controller?.abort();
        const own = new AbortController();
        controller = own;
        const { scenario, knobs, growthAxis } = get();
        if (!scenario.generator) {
          set({ growthStatus: "idle", growthPoints: {}, growthProgress: { done: 0, total: 0 } });
          return;
        }
        if (cachedFor !== scenario) {
          cachedFor = scenario;
          cache = {};
          prepared = undefined;
        }
        const runs = growthRuns(scenario, knobs, growthAxis);
        const keys = runs.map((run) => knobsKey(run.knobs));
        set({ growthStatus: "running", growthFault: undefined, growthProgress: { done: 0, total: runs.length } });
        const fail = (error: unknown) => {
          if (controller === own && !own.signal.aborted) set({ growthStatus: "failed", growthFault: faultOf(error) });
        };
        void loadPrepared(scenario).then(() => {
          if (own.signal.aborted) return;
          const missing = runs.filter((_, i) => !(keys[i] in cache));
          const progress = () => ({ growthPoints: { ...cache }, growthProgress: { done: keys.filter((key) => key in cache).length, total: runs.length } });
          set(progress());
          if (!missing.length) return set({ growthStatus: "ready" });
          if (!deps.engine.growth) return fail(new Error("this engine makes no growth charts"));
          set({ growthRan: get().growthRan + missing.length });
          deps.engine
            .growth(scenario, missing, {
              signal: own.signal,
              onPoint(index, figures) {
                if (own.signal.aborted || cachedFor !== scenario) return;
                cache[knobsKey(missing[index].knobs)] = figures;
                set(progress());
              },
            })
            .then(() => {
              if (controller === own) set({ growthStatus: "ready" });
            }, fail);
        });
      },

      stopGrowth() {
        if (get().growthStatus !== "running") return;
        controller?.abort();
        controller = undefined;
        set({ growthStatus: "stopped" });
      },
    };
  };
}
