import { describe, expect, it } from "vitest";
import { GROWTH_LINES, growthRuns, type GrowthFigures, type GrowthRun } from "../engine/growth";
import { findScenario } from "../engine/scenarios";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { run } from "../engine/trace/run";
import { createAppStore } from "./createAppStore";
import type { EngineClient, GrowthProgress, PreparedGrowthPoint } from "./types";

const scale = findScenario("scale")!;
const figures = (messages: number): GrowthFigures => ({ messages, chars: 0, inputChars: 0, inputTokens: 0, contentTokens: 0, modelCalls: 0, usage: {}, outcome: "completed" });

/** An engine whose growth runs the test answers by hand; runs on screen are real and in-process. */
function handEngine() {
  const asked: { runs: readonly GrowthRun[]; progress: GrowthProgress; resolve(): void }[] = [];
  const engine: EngineClient = {
    run: (scenario, knobs) => run(scenario, knobs),
    sweep: () => Promise.resolve(),
    growth: (_scenario, runs, progress) => new Promise<void>((resolve) => asked.push({ runs, progress, resolve })),
  };
  return { engine, asked };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the growth chart in the store", () => {
  it("shows the points made at build time at once and asks the engine for none of them", async () => {
    const { engine, asked } = handEngine();
    const points: PreparedGrowthPoint[] = growthRuns(scale, scenarioKnobs(scale), "workers").map((r, i) => ({ scenarioId: "scale", knobs: r.knobs, figures: figures(i) }));
    const store = createAppStore({ engine, preparedGrowth: () => Promise.resolve(points) });
    store.getState().selectScenario("scale");
    store.getState().requestGrowth();
    await tick();
    expect(asked).toHaveLength(0);
    expect(store.getState()).toMatchObject({ growthStatus: "ready", growthRan: 0, growthProgress: { done: points.length, total: points.length } });
  });

  it("runs only the points it has not got, streaming them in, and keeps them for the next time", async () => {
    const { engine, asked } = handEngine();
    const store = createAppStore({ engine, preparedGrowth: () => Promise.resolve([]) });
    store.getState().selectScenario("scale");
    store.getState().setKnob("toolCalls", 4);
    store.getState().requestGrowth();
    await tick();
    const { runs, progress, resolve } = asked[0];
    expect(runs).toEqual(growthRuns(scale, store.getState().knobs, "workers"));
    progress.onPoint(2, figures(7));
    expect(store.getState().growthProgress).toEqual({ done: 1, total: runs.length });
    runs.forEach((_, i) => progress.onPoint(i, figures(i)));
    resolve();
    await tick();
    expect(store.getState()).toMatchObject({ growthStatus: "ready", growthRan: runs.length });
    // The turns axis meets the workers axis at the current workers value: that point of each line is not run again.
    store.getState().setGrowthAxis("turns");
    await tick();
    expect(asked[1].runs.length).toBe(growthRuns(scale, store.getState().knobs, "turns").length - GROWTH_LINES.length);
  });

  it("stops when asked: the engines are told, the points so far stay", async () => {
    const { engine, asked } = handEngine();
    const store = createAppStore({ engine });
    store.getState().selectScenario("scale");
    store.getState().requestGrowth();
    await tick();
    asked[0].progress.onPoint(0, figures(1));
    store.getState().setPanel("growth", true);
    store.getState().setPanel("growth", false);
    expect(asked[0].progress.signal!.aborted).toBe(true);
    expect(store.getState().growthStatus).toBe("stopped");
    expect(Object.keys(store.getState().growthPoints)).toHaveLength(1);
  });
});
