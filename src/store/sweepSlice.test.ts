import { describe, expect, it } from "vitest";
import { findScenario } from "../engine/scenarios";
import { sweepCombos, type SweepRow } from "../engine/sweepPlan";
import { run } from "../engine/trace/run";
import type { Trace } from "../engine/trace/types";
import { createAppStore } from "./createAppStore";
import { EngineFaultError } from "./engineFault";
import type { EngineClient, SweepProgress } from "./types";

/** An engine whose sweeps the test drives by hand; runs are real and in-process. */
function handSweepEngine() {
  const sweeps: { progress: SweepProgress; reject(e: Error): void }[] = [];
  const engine: EngineClient = {
    run: (scenario, knobs) => run(scenario, knobs),
    sweep: (_scenario, progress) =>
      new Promise<void>((_resolve, reject) => {
        sweeps.push({ progress, reject });
        progress.signal?.addEventListener("abort", () => reject(new Error("aborted")));
      }),
  };
  return { engine, sweeps };
}

const row = (topology: string) => ({ topology, messages: 1 }) as unknown as SweepRow;

async function settled(store: ReturnType<typeof createAppStore>): Promise<Trace> {
  for (let i = 0; i < 300 && store.getState().status !== "ready"; i += 1) await new Promise((r) => setTimeout(r, 10));
  return store.getState().trace!;
}

describe("the sweep in the store", () => {
  it("shows rows as they arrive, in the plan's order, with progress", () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    const total = sweepCombos(store.getState().scenario).length;
    sweeps[0].progress.onRow(row("b"), 3, total);
    sweeps[0].progress.onRow(row("a"), 1, total);
    expect(store.getState().sweepRows!.map((r) => r.topology)).toEqual(["a", "b"]);
    expect(store.getState().sweepProgress).toEqual({ done: 2, total });
    expect(store.getState().sweepStatus).toBe("running");
  });

  it("stops on Stop: the engines are told (the signal aborts), the rows so far stay", () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    sweeps[0].progress.onRow(row("a"), 0, 10);
    store.getState().stopSweep();
    expect(sweeps[0].progress.signal!.aborted).toBe(true);
    expect(store.getState().sweepStatus).toBe("stopped");
    expect(store.getState().sweepRows).toHaveLength(1);
    // A row that lands after the stop is not shown.
    sweeps[0].progress.onRow(row("late"), 1, 10);
    expect(store.getState().sweepRows).toHaveLength(1);
  });

  it("is cancelled when its drawer closes", () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().setPanel("sweep", true);
    store.getState().requestSweep();
    store.getState().setPanel("sweep", false);
    expect(sweeps[0].progress.signal!.aborted).toBe(true);
    expect(store.getState().sweepStatus).toBe("idle");
  });

  it("never holds up the run on screen: a knob change runs while the sweep is still going", async () => {
    const { engine } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    store.getState().setKnob("outputMode", "full_history");
    const trace = await settled(store);
    expect(trace.knobs.outputMode).toBe("full_history");
    expect(store.getState().sweepStatus).toBe("running");
  });

  it("names the engine's fault when the sweep fails", async () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    sweeps[0].reject(new EngineFaultError({ kind: "hung", silentMs: 2000 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().sweepStatus).toBe("failed");
    expect(store.getState().sweepFault).toEqual({ kind: "hung", silentMs: 2000 });
  });

  it("is not run twice for the same scenario, and is forgotten on a scenario switch", async () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    store.getState().requestSweep();
    expect(sweeps).toHaveLength(1);
    store.getState().selectScenario(findScenario("router")!.id);
    expect(sweeps[0].progress.signal!.aborted).toBe(true);
    expect(store.getState().sweepStatus).toBe("idle");
    expect(store.getState().sweepRows).toBeUndefined();
  });
});
