import { describe, expect, it } from "vitest";
import type { Knobs } from "../engine/knobs";
import { oneKnobNeighbours } from "../engine/neighbours";
import type { Scenario } from "../engine/scenarios/types";
import { run } from "../engine/trace/run";
import { createAppStore } from "./createAppStore";
import type { EngineClient } from "./types";

/** The real engine in-process, recording what it is asked to predict. */
function predictingEngine(predicted: { scenario: Scenario; settings: readonly Knobs[] }[]): EngineClient {
  return {
    run: (scenario, knobs) => run(scenario, knobs),
    sweep: async () => undefined,
    predict: (scenario, settings) => void predicted.push({ scenario, settings }),
  };
}

async function settle(store: ReturnType<typeof createAppStore>) {
  for (let i = 0; i < 200 && store.getState().status !== "ready"; i += 1) await new Promise((r) => setTimeout(r, 10));
}

describe("predicting the next toggle", () => {
  it("asks nothing while the page is only watched; after the user changes a setting, once idle, asks for the one-knob neighbours of the new one", async () => {
    const predicted: { scenario: Scenario; settings: readonly Knobs[] }[] = [];
    const idle: (() => void)[] = [];
    const store = createAppStore({ engine: predictingEngine(predicted), whenIdle: (callback) => void idle.push(callback) });
    store.getState().requestRun();
    await settle(store);
    expect(idle).toEqual([]);
    store.getState().setKnob("outputMode", store.getState().knobs.outputMode === "full_history" ? "last_message" : "full_history");
    await settle(store);
    expect(predicted).toEqual([]);
    idle.shift()!();
    const { scenario, knobs } = store.getState();
    expect(predicted).toEqual([{ scenario, settings: oneKnobNeighbours(scenario, knobs) }]);
  }, 30_000);

  it("predicts nothing for a setting the user has already left when the page gets idle", async () => {
    const predicted: { scenario: Scenario; settings: readonly Knobs[] }[] = [];
    const idle: (() => void)[] = [];
    const store = createAppStore({ engine: predictingEngine(predicted), whenIdle: (callback) => void idle.push(callback) });
    store.getState().requestRun();
    await settle(store);
    const other = store.getState().knobs.outputMode === "full_history" ? "last_message" : "full_history";
    store.getState().setKnob("outputMode", other);
    await settle(store);
    store.getState().setKnob("recursionLimit", 30);
    idle.shift()!();
    expect(predicted).toEqual([]);
  }, 30_000);
});
