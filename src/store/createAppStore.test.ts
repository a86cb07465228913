import { afterEach, describe, expect, it, vi } from "vitest";
import { contextAt } from "../engine/trace/metrics";
import { run } from "../engine/trace/run";
import type { Trace } from "../engine/trace/types";
import { sweep } from "../engine/sweep";
import { findScenario } from "../engine/scenarios";
import { createAppStore } from "./createAppStore";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { EngineFaultError } from "./engineFault";
import { selectShownKnobs } from "./selectors";
import type { EngineClient } from "./types";
import { measureDocsTable } from "../engine/docsTable/measure";

/** The real engine, in-process, with a hook to see every call. */
function inProcessEngine(calls: string[] = []): EngineClient {
  return {
    run: (scenario, knobs) => {
      calls.push(JSON.stringify(knobs));
      return run(scenario, knobs);
    },
    async sweep(scenario, { onRow }) {
      const rows = await sweep(scenario);
      rows.forEach((row, index) => onRow(row, index, rows.length));
    },
    docsTable: () => measureDocsTable(() => () => 0),
  };
}

async function settle(store: ReturnType<typeof createAppStore>): Promise<Trace> {
  for (let i = 0; i < 200 && store.getState().status !== "ready"; i += 1) await new Promise((r) => setTimeout(r, 10));
  return store.getState().trace!;
}

describe("the app store", () => {
  it("runs the first scenario with its own knobs and shows 12 shared messages for last_message", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().requestRun();
    const trace = await settle(store);
    expect(store.getState().knobs.outputMode).toBe("last_message");
    expect(contextAt(trace).messages).toBe(12);
  });

  it("re-runs when a knob changes and keeps the old trace as the previous one", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().requestRun();
    const first = await settle(store);
    store.getState().setKnob("outputMode", "full_history");
    expect(store.getState().status).toBe("running");
    const second = await settle(store);
    expect(contextAt(second).messages).toBe(16);
    expect(store.getState().previousTrace).toBe(first);
  });

  it("shows the run on screen's knobs until a knob change's run arrives, then the new ones", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    expect(selectShownKnobs(store.getState())).toBe(store.getState().knobs);
    store.getState().requestRun();
    const first = await settle(store);
    const shownBefore = selectShownKnobs(store.getState());
    store.getState().setKnob("outputMode", "full_history");
    expect(selectShownKnobs(store.getState())).toBe(shownBefore);
    expect(selectShownKnobs(store.getState())).toBe(first.knobs);
    const second = await settle(store);
    expect(selectShownKnobs(store.getState())).toBe(second.knobs);
    expect(selectShownKnobs(store.getState()).outputMode).toBe("full_history");
    // Another scenario picked: its own knobs, not the last scenario's run's.
    store.getState().selectScenario("two-turns");
    expect(store.getState().scenario.id).toBe("two-turns");
    expect(selectShownKnobs(store.getState())).toBe(store.getState().knobs);
    await settle(store);
  });

  it("hands a knob change's run to the engine before any subscriber hears of the change", async () => {
    const calls: string[] = [];
    const store = createAppStore({ engine: inProcessEngine(calls) });
    store.getState().requestRun();
    await settle(store);
    const before = calls.length;
    const askedWhenNotified: string[] = [];
    const unsubscribe = store.subscribe(() => askedWhenNotified.push(calls.slice(before).map((knobs) => JSON.parse(knobs).outputMode).join()));
    store.getState().setKnob("outputMode", "full_history");
    unsubscribe();
    // One notification, with the run already asked for: the page re-renders while the worker runs.
    expect(askedWhenNotified).toEqual(["full_history"]);
    expect(store.getState()).toMatchObject({ status: "running", knobs: { outputMode: "full_history" } });
    await settle(store);
  });

  it("drops a stale result when a newer run was requested before it arrived", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().setKnob("addHandoffMessages", false);
    store.getState().setKnob("addHandoffMessages", true);
    const trace = await settle(store);
    expect(trace.knobs.addHandoffMessages).toBe(true);
    // Let the first (stale) run finish too; it must not replace the newer trace.
    await new Promise((r) => setTimeout(r, 300));
    expect(store.getState().trace?.knobs.addHandoffMessages).toBe(true);
  });

  it("keeps the playhead on the same node run after a knob change", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().setKnobs({ outputMode: "full_history" });
    const full = await settle(store);
    const secondSupervisor = full.steps.filter((s) => s.namespace.length === 0 && s.node === "supervisor")[1];
    store.getState().setStep(secondSupervisor.index);
    store.getState().setKnob("outputMode", "last_message");
    const last = await settle(store);
    const at = last.steps[store.getState().step];
    expect(at.node).toBe("supervisor");
    expect(last.steps.filter((s) => s.namespace.length === 0 && s.node === "supervisor" && s.index <= at.index)).toHaveLength(2);
  });

  it("runs a baseline with full history and handoff messages for the ghost rows", async () => {
    const calls: string[] = [];
    const store = createAppStore({ engine: inProcessEngine(calls) });
    store.getState().setKnob("addHandoffMessages", false);
    await settle(store);
    for (let i = 0; i < 200 && !store.getState().baselineTrace; i += 1) await new Promise((r) => setTimeout(r, 10));
    const baseline = store.getState().baselineTrace!;
    expect(baseline.knobs).toMatchObject({ outputMode: "full_history", addHandoffMessages: true });
    expect(contextAt(baseline).messages).toBe(16);
  });

  it("compares hierarchical with full_history against a run that keeps everything at both levels", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().selectScenario("hierarchical");
    store.getState().setKnobs({ topology: "hierarchical", outputMode: "full_history" });
    const trace = await settle(store);
    for (let i = 0; i < 200 && store.getState().baselineTrace?.knobs.topology !== "hierarchical"; i += 1) await new Promise((r) => setTimeout(r, 10));
    const baseline = store.getState().baselineTrace!;
    expect(baseline.knobs).toMatchObject({ topology: "hierarchical", outputMode: "full_history", addHandoffMessages: true });
    // full_history already keeps everything, so nothing may show as dropped: the baseline is the same run.
    expect(contextAt(trace).messages).toBe(33);
    expect(contextAt(baseline).messages).toBe(contextAt(trace).messages);
  });

  it("stops the player at the last step and restarts from the start when played again", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().requestRun();
    const trace = await settle(store);
    store.getState().play();
    const generation = store.getState().playGeneration;
    for (let i = 0; i < trace.steps.length + 2; i += 1) store.getState().tick(generation);
    expect(store.getState().step).toBe(trace.steps.length - 1);
    expect(store.getState().playing).toBe(false);
    store.getState().play();
    expect(store.getState().step).toBe(0);
  });

  it("ignores ticks from a stale timer generation", async () => {
    const store = createAppStore({ engine: inProcessEngine() });
    store.getState().requestRun();
    await settle(store);
    store.getState().play();
    const stale = store.getState().playGeneration;
    store.getState().pause();
    store.getState().play();
    store.getState().tick(stale);
    expect(store.getState().step).toBe(0);
  });
});

describe("prepared opening traces", () => {
  it("serve the opening paint once, then every run goes to the engine", async () => {
    const prepared = await run(findScenario("research-code")!, scenarioKnobs(findScenario("research-code")!));
    const calls: string[] = [];
    const store = createAppStore({ engine: inProcessEngine(calls), prepared: [{ scenarioId: "research-code", knobs: prepared.knobs, trace: prepared }] });
    store.getState().requestRun({ keepPlayhead: false });
    expect(await settle(store)).toBe(prepared);
    // The story's other settings run in the engine; the opening setting itself does not.
    expect(calls.filter((c) => c === JSON.stringify(prepared.knobs))).toHaveLength(0);
    store.getState().setKnob("outputMode", "full_history");
    await settle(store);
    store.getState().setKnob("outputMode", "last_message");
    const again = await settle(store);
    expect(again).not.toBe(prepared);
    expect(again).toEqual(prepared);
  });

  it("are re-run in the engine once the page has painted, and nothing changes when the runs agree", async () => {
    const prepared = await run(findScenario("research-code")!, scenarioKnobs(findScenario("research-code")!));
    const calls: string[] = [];
    const painted: (() => void)[] = [];
    const store = createAppStore({
      engine: inProcessEngine(calls),
      prepared: [{ scenarioId: "research-code", knobs: prepared.knobs, trace: prepared }],
      afterPaint: (callback) => painted.push(callback),
    });
    store.getState().requestRun({ keepPlayhead: false });
    expect(await settle(store)).toBe(prepared);
    const opening = () => calls.filter((c) => c === JSON.stringify(prepared.knobs));
    expect(opening()).toEqual([]);
    expect(painted).toHaveLength(1);
    painted[0]();
    expect(opening()).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(store.getState().trace).toBe(prepared);
  });
});

describe("stopping a run", () => {
  afterEach(() => vi.useRealTimers());

  /** An engine whose runs never finish, counting restarts. */
  function stuckEngine() {
    const engine = { restarts: 0, run: () => new Promise<Trace>(() => undefined), sweep: () => new Promise<never>(() => undefined), docsTable: () => new Promise<never>(() => undefined), restart: () => void (engine.restarts += 1) };
    return engine;
  }

  it("never stops a run by time alone: one still going after ten minutes is still running", () => {
    vi.useFakeTimers();
    const engine = stuckEngine();
    const store = createAppStore({ engine });
    store.getState().requestRun();
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.getState().status).toBe("running");
    expect(engine.restarts).toBe(0);
  });

  it("says the user stopped it and restarts the engine; a later run starts clean", () => {
    const engine = stuckEngine();
    const store = createAppStore({ engine });
    store.getState().requestRun();
    store.getState().stopRun();
    expect(store.getState().runError).toMatchObject({ kind: "stopped", by: "user" });
    expect(engine.restarts).toBe(1);
    store.getState().requestRun();
    expect(store.getState().runError).toBeUndefined();
  });

  it("a run that fails leaves no other setting's diagram on screen; a failed retry of the same setting keeps its own", async () => {
    let fail = false;
    const real = inProcessEngine();
    const engine: EngineClient = { ...real, run: (scenario, knobs) => (fail ? Promise.reject(new EngineFaultError({ kind: "hung", silentMs: 10_000 })) : real.run(scenario, knobs)) };
    const store = createAppStore({ engine });
    store.getState().requestRun();
    const first = await settle(store);
    fail = true;
    store.getState().requestRun();
    await vi.waitFor(() => expect(store.getState().status).toBe("failed"));
    expect(store.getState().trace).toBe(first);
    store.getState().setKnob("outputMode", "full_history");
    await vi.waitFor(() => expect(store.getState().status).toBe("failed"));
    expect(store.getState().trace).toBeUndefined();
  });

  it("a stopped run leaves no other setting's diagram on screen either", async () => {
    let stuck = false;
    const real = inProcessEngine();
    const engine: EngineClient = { ...real, run: (scenario, knobs) => (stuck ? new Promise<Trace>(() => undefined) : real.run(scenario, knobs)), restart: () => undefined };
    const store = createAppStore({ engine });
    store.getState().requestRun();
    await settle(store);
    stuck = true;
    store.getState().setKnob("outputMode", "full_history");
    store.getState().stopRun();
    expect(store.getState().trace).toBeUndefined();
  });
});

describe("a silent engine", () => {
  it("is the user's call: the store shows the stall, keeps waiting when asked, and the stall ends when the engine speaks", () => {
    let listener: ((stall: { silentMs: number } | undefined) => void) | undefined;
    const waits: string[] = [];
    const engine: EngineClient = {
      run: () => new Promise<Trace>(() => undefined),
      sweep: () => new Promise<never>(() => undefined),
      onStall: (l) => void (listener = l),
      keepWaiting: () => void waits.push("wait"),
    };
    const store = createAppStore({ engine });
    store.getState().requestRun();
    listener!({ silentMs: 10_000 });
    expect(store.getState().engineStall).toEqual({ silentMs: 10_000 });
    expect(store.getState().status).toBe("running");
    store.getState().keepWaiting();
    expect(waits).toEqual(["wait"]);
    listener!(undefined);
    expect(store.getState().engineStall).toBeUndefined();
  });
});
