import { describe, expect, it, vi } from "vitest";
import { findScenario } from "../engine/scenarios";
import { playedScenario } from "../engine/scenarios/generated";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { sweepKey, type PreparedSweep } from "../engine/preparedSweep";
import { prepareSweep } from "../engine/sweep";
import { sweepCombos, sweepRow, sweepRunOptions, type SweepRow } from "../engine/sweepPlan";
import { o200kCounter } from "../engine/tokens/o200k";
import { run } from "../engine/trace/run";
import type { Trace } from "../engine/trace/types";
import { knobsKey } from "./baseline";
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
  it("shows rows as they arrive, in the plan's order, with progress", async () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    const total = sweepCombos(store.getState().scenario).length;
    sweeps[0].progress.onRow(row("b"), 3, total);
    // The first row after a quiet spell shows at once.
    expect(store.getState().sweepRows!.map((r) => r.topology)).toEqual(["b"]);
    sweeps[0].progress.onRow(row("a"), 1, total);
    await vi.waitFor(() => expect(store.getState().sweepRows!.map((r) => r.topology)).toEqual(["a", "b"]));
    expect(store.getState().sweepProgress).toEqual({ done: 2, total });
    expect(store.getState().sweepStatus).toBe("running");
  });

  it("gathers rows that arrive close together into one update, so the table renders a few times a second", async () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    const total = sweepCombos(store.getState().scenario).length;
    const shown: number[] = [];
    store.subscribe((state, previous) => state.sweepRows !== previous.sweepRows && shown.push(state.sweepRows!.length));
    for (let index = 0; index < 10; index += 1) sweeps[0].progress.onRow(row(`t${index}`), index, total);
    await vi.waitFor(() => expect(store.getState().sweepRows).toHaveLength(10));
    expect(shown).toEqual([1, 10]);
    expect(store.getState().sweepProgress).toEqual({ done: 10, total });
  });

  it("stops on Stop: the engines are told (the signal aborts), the rows so far stay", () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestSweep();
    sweeps[0].progress.onRow(row("a"), 0, 10);
    // In, but gathered with any that follow it: Stop shows it too.
    sweeps[0].progress.onRow(row("b"), 1, 10);
    store.getState().stopSweep();
    expect(sweeps[0].progress.signal!.aborted).toBe(true);
    expect(store.getState().sweepStatus).toBe("stopped");
    expect(store.getState().sweepRows!.map((r) => r.topology)).toEqual(["a", "b"]);
    // A row that lands after the stop is not shown, then or later.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    try {
      sweeps[0].progress.onRow(row("late"), 2, 10);
      vi.advanceTimersByTime(1000);
      expect(store.getState().sweepRows).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
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

const count = o200kCounter();

/** An in-process engine whose sweep makes each row as the engine worker does. */
const workerLikeEngine: EngineClient = {
  run: (scenario, knobs) => run(scenario, knobs),
  async sweep(scenario, { onRow }) {
    const combos = sweepCombos(scenario);
    for (const [index, combo] of combos.entries()) {
      onRow(sweepRow(combo, await run(scenario, combo.knobs, sweepRunOptions()), playedScenario(scenario, combo.knobs).userTurns.length > 1, count), index, combos.length);
    }
  },
};

const tick = () => new Promise((r) => setTimeout(r, 0));

async function sweptRows(store: ReturnType<typeof createAppStore>): Promise<SweepRow[]> {
  for (let i = 0; i < 500 && store.getState().sweepStatus !== "ready"; i += 1) await new Promise((r) => setTimeout(r, 10));
  return store.getState().sweepRows!;
}

describe("the sweep of a built-in made at build time", () => {
  const docs = findScenario("docs-one-shot")!;

  it("shows at once for the built-in at its defaults, runs nothing, and equals the rows its engines make", async () => {
    // As the page gets it: the build's JSON.
    const prepared = JSON.parse(JSON.stringify(await prepareSweep(docs, count))) as PreparedSweep;
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine, preparedSweep: (id) => Promise.resolve(id === docs.id ? prepared : undefined) });
    store.getState().selectScenario(docs.id);
    store.getState().requestSweep();
    await tick();
    expect(sweeps).toHaveLength(0);
    expect(store.getState()).toMatchObject({ sweepStatus: "ready", sweepRan: 0, sweepProgress: { done: prepared.rows.length, total: prepared.rows.length } });
    expect(store.getState().sweepRows).toEqual(prepared.rows);

    const fresh = createAppStore({ engine: workerLikeEngine });
    fresh.getState().selectScenario(docs.id);
    fresh.getState().requestSweep();
    expect(await sweptRows(fresh)).toEqual(prepared.rows);
    expect(fresh.getState().sweepRan).toBe(prepared.rows.length);
  });

  it("is not served for an edited scenario or other parameters of a generated one: those run on the engines", async () => {
    const scale = findScenario("scale")!;
    const marked = [{ topology: "prepared" }] as unknown as SweepRow[];
    const prepared: Record<string, PreparedSweep> = {
      [docs.id]: { scenarioId: docs.id, swept: sweepKey(docs), rows: marked },
      [scale.id]: { scenarioId: scale.id, swept: sweepKey(playedScenario(scale, scenarioKnobs(scale))), rows: marked },
    };
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine, preparedSweep: (id) => Promise.resolve(prepared[id]) });
    store.getState().selectScenario(scale.id);
    store.getState().requestSweep();
    await tick();
    expect(store.getState().sweepRows).toBe(marked);

    store.getState().setKnob("workers", scenarioKnobs(scale).workers + 1);
    store.getState().requestSweep();
    await tick();
    expect(sweeps).toHaveLength(1);
    expect(store.getState().sweepRows).toEqual([]);
    expect(store.getState().sweepRan).toBe(sweepCombos(playedScenario(scale, store.getState().knobs)).length);

    store.getState().loadScenario({ ...docs, title: { en: "Buy coffee (edited)", zh: "买咖啡（已编辑）" } });
    store.getState().requestSweep();
    await tick();
    expect(sweeps).toHaveLength(2);
    expect(store.getState().sweepRows).not.toBe(marked);
  });
});

describe("the run on screen in a sweep", () => {
  it("is the first row at once, its tokens once the page counted them, equal to the engines' row", async () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine, countTokens: () => Promise.resolve(count) });
    store.getState().requestRun();
    const trace = await settled(store);
    const scenario = store.getState().scenario;
    const combos = sweepCombos(scenario);
    const index = combos.findIndex((combo) => knobsKey(combo.knobs) === knobsKey(trace.knobs));
    expect(index).toBeGreaterThanOrEqual(0);
    store.getState().requestSweep();
    expect(store.getState().sweepRows).toHaveLength(1);
    expect(store.getState().sweepRows![0]).toMatchObject({ topology: trace.knobs.topology, tokens: null });
    const fresh = sweepRow(combos[index], await run(scenario, combos[index].knobs), scenario.userTurns.length > 1, count);
    await vi.waitFor(() => expect(store.getState().sweepRows).toEqual([fresh]));
    // Counted by the page, it is not asked of the engines.
    expect(sweeps[0].progress.skip).toEqual(new Set([index]));
    expect(store.getState().sweepRan).toBe(combos.length - 1);
    expect(store.getState().sweepHeld).toBe(1);
    expect(store.getState().sweepProgress).toEqual({ done: 1, total: combos.length });
  });

  it("takes the rows of runs the engine holds (run ahead of a toggle), counted by the page, and runs only the rest", async () => {
    const { engine, sweeps } = handSweepEngine();
    const scenario = findScenario("research-code")!;
    const combos = sweepCombos(scenario);
    const ahead = combos[combos.length - 1];
    const aheadTrace = await run(scenario, ahead.knobs);
    engine.held = (held, knobs) => (held === scenario && knobsKey(knobs) === knobsKey(ahead.knobs) ? aheadTrace : undefined);
    const store = createAppStore({ engine, countTokens: () => Promise.resolve(count) });
    store.getState().requestRun();
    const trace = await settled(store);
    const onScreen = combos.findIndex((combo) => knobsKey(combo.knobs) === knobsKey(trace.knobs));
    store.getState().requestSweep();
    expect(sweeps[0].progress.skip).toEqual(new Set([onScreen, combos.length - 1]));
    expect(store.getState().sweepRan).toBe(combos.length - 2);
    const fresh = sweepRow(ahead, await run(scenario, ahead.knobs, sweepRunOptions()), false, count);
    await vi.waitFor(() => expect(store.getState().sweepRows!.at(-1)).toEqual(fresh));
  });

  it("without a page tokenizer shows those rows at once and still has the engines run them, for their tokens", async () => {
    const { engine, sweeps } = handSweepEngine();
    const store = createAppStore({ engine });
    store.getState().requestRun();
    await settled(store);
    store.getState().requestSweep();
    expect(store.getState().sweepRows).toHaveLength(1);
    expect(sweeps[0].progress.skip).toEqual(new Set());
    expect(store.getState().sweepRan).toBe(sweepCombos(store.getState().scenario).length);
  });

  it("is not used when the run on screen answered a human decision or is not one of the sweep's settings", async () => {
    const { engine } = handSweepEngine();
    const store = createAppStore({ engine, countTokens: () => Promise.resolve(count) });
    store.getState().requestRun();
    await settled(store);
    store.setState({ decisions: [{ type: "approve" }] as never });
    store.getState().requestSweep();
    expect(store.getState().sweepRows).toEqual([]);
    // A numeric knob the sweep keeps at the scenario's value: the run on screen is none of its rows.
    store.setState({ decisions: [] });
    store.getState().setKnob("recursionLimit", 7);
    await settled(store);
    store.getState().requestSweep();
    expect(store.getState().sweepRows).toEqual([]);
    store.getState().setKnob("recursionLimit", scenarioKnobs(store.getState().scenario).recursionLimit);
    await settled(store);
    store.getState().resetSweep();
    store.getState().requestSweep();
    expect(store.getState().sweepRows).toHaveLength(1);
  });
});

