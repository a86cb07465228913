import { describe, expect, it } from "vitest";
import { run } from "../engine/trace/run";
import { createAppStore } from "./createAppStore";
import type { EngineClient } from "./types";

async function settle(store: ReturnType<typeof createAppStore>) {
  for (let i = 0; i < 200 && store.getState().status !== "ready"; i += 1) await new Promise((r) => setTimeout(r, 10));
}

describe("warming the sweep's engines", () => {
  it("starts none while the page is only watched; after the user's first change, once idle, starts them once", async () => {
    const warmed: Parameters<NonNullable<EngineClient["warmSweeps"]>>[0][] = [];
    const engine: EngineClient = { run: (scenario, knobs) => run(scenario, knobs), sweep: async () => undefined, warmSweeps: (made) => void warmed.push(made) };
    const idle: (() => void)[] = [];
    const store = createAppStore({ engine, whenIdle: (callback) => void idle.push(callback) });
    store.getState().requestRun();
    await settle(store);
    expect(idle).toEqual([]);
    store.getState().setKnob("outputMode", store.getState().knobs.outputMode === "full_history" ? "last_message" : "full_history");
    await settle(store);
    expect(warmed).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    // Each sweep worker makes the run on screen once, so its code is compiled before the first row.
    const { scenario, trace } = store.getState();
    expect(warmed).toEqual([{ scenario, knobs: trace!.knobs }]);
    store.getState().setKnob("recursionLimit", 30);
    await settle(store);
    expect(idle).toEqual([]);
  }, 30_000);
});
