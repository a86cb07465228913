import { generatorParams, playedScenario } from "../engine/scenarios/generated";
import type { Scenario } from "../engine/scenarios/types";
import type { SweepRow } from "../engine/sweepPlan";
import { faultOf, type EngineFault } from "./engineFault";
import type { SliceCreator, StoreDeps } from "./types";

/** Where the sweep is: `stopped` by the user (or by closing its drawer), `failed` when an engine failed. */
export type SweepStatus = "idle" | "running" | "ready" | "stopped" | "failed";

export interface SweepState {
  /** Finished rows in the plan's order (the CLI's); while running, the ones that are in so far. */
  sweepRows?: SweepRow[];
  sweepStatus: SweepStatus;
  /** Rows finished and rows planned. */
  sweepProgress: { done: number; total: number };
  /** Why the sweep failed, when an engine failed. */
  sweepFault?: EngineFault;
}

export interface SweepActions {
  /**
   * Runs every knob combination of the scenario on the sweep's own engines, rows streaming in as
   * they finish. A sweep of the same scenario that finished is kept and not run again.
   */
  requestSweep(): void;
  /** Stops a running sweep (its engines are terminated); the rows so far stay. */
  stopSweep(): void;
  /** Forgets the sweep (a new scenario), stopping it if it runs. */
  resetSweep(): void;
}

export function createSweepSlice(deps: StoreDeps): SliceCreator<SweepState & SweepActions> {
  return (set, get) => {
    let controller: AbortController | undefined;
    let sweptScenario: Scenario | undefined;
    let sweptParams = "";

    const abort = () => {
      controller?.abort();
      controller = undefined;
    };

    return {
      sweepRows: undefined,
      sweepStatus: "idle",
      sweepProgress: { done: 0, total: 0 },
      sweepFault: undefined,

      requestSweep() {
        const { scenario, knobs, sweepStatus } = get();
        const params = generatorParams(scenario, knobs);
        if (sweptScenario === scenario && sweptParams === params && (sweepStatus === "ready" || sweepStatus === "running")) return;
        abort();
        const own = new AbortController();
        controller = own;
        sweptScenario = scenario;
        sweptParams = params;
        const slots: (SweepRow | undefined)[] = [];
        set({ sweepRows: [], sweepStatus: "running", sweepProgress: { done: 0, total: 0 }, sweepFault: undefined });
        // A generated scenario is swept as it plays now (its parameters are knobs the sweep does not vary).
        deps.engine
          .sweep(playedScenario(scenario, knobs), {
            signal: own.signal,
            onRow(row, index, total) {
              if (own.signal.aborted) return;
              slots[index] = row;
              const rows = slots.filter((r): r is SweepRow => r !== undefined);
              set({ sweepRows: rows, sweepProgress: { done: rows.length, total } });
            },
          })
          .then(
            () => {
              if (controller === own) set({ sweepStatus: "ready" });
            },
            (error: unknown) => {
              if (controller !== own) return;
              controller = undefined;
              if (own.signal.aborted) return;
              set({ sweepStatus: "failed", sweepFault: faultOf(error) });
            },
          );
      },

      stopSweep() {
        if (get().sweepStatus !== "running") return;
        abort();
        set({ sweepStatus: "stopped" });
      },

      resetSweep() {
        abort();
        sweptScenario = undefined;
        set({ sweepRows: undefined, sweepStatus: "idle", sweepProgress: { done: 0, total: 0 }, sweepFault: undefined });
      },
    };
  };
}
