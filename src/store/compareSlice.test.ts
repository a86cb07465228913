import { describe, expect, it } from "vitest";
import { findScenario } from "../engine/scenarios";
import { keySettings } from "../engine/scenarios/keySettings";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { contextAt } from "../engine/trace/metrics";
import { run } from "../engine/trace/run";
import { knobsKey } from "./baseline";
import { createAppStore } from "./createAppStore";
import type { AppState } from "./types";

const researchCode = findScenario("research-code")!;

function storeWithEngine() {
  return createAppStore({ engine: { run: (scenario, knobs) => run(scenario, knobs), sweep: async () => undefined } });
}

async function until(store: ReturnType<typeof storeWithEngine>, done: (s: AppState) => boolean): Promise<AppState> {
  for (let i = 0; i < 500 && !done(store.getState()); i += 1) await new Promise((r) => setTimeout(r, 10));
  return store.getState();
}

describe("compare mode", () => {
  it("opens with B the strip's next setting after A and runs B and every strip setting on the real engine", async () => {
    const store = storeWithEngine();
    store.getState().selectScenario("research-code");
    store.getState().openCompare();
    const strip = keySettings(researchCode);
    const a = strip.findIndex((k) => knobsKey(k) === knobsKey(store.getState().knobs));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(knobsKey(store.getState().compareKnobs!)).toBe(knobsKey(strip[(a + 1) % strip.length]));
    const s = await until(store, (st) => st.compareStatus === "ready" && st.strip.every((entry) => entry.trace));
    const expected = await run(researchCode, s.compareKnobs!);
    expect(contextAt(s.compareTrace!).messages).toBe(contextAt(expected).messages);
    expect(s.strip.map((entry) => entry.trace!.knobs)).toEqual(strip);
  });

  it("swaps A and B, and closes", async () => {
    const store = storeWithEngine();
    store.getState().selectScenario("research-code");
    const a = store.getState().knobs;
    store.getState().openCompare({ topology: "swarm" });
    const b = store.getState().compareKnobs!;
    store.getState().swapCompare();
    expect(store.getState().knobs).toEqual(b);
    expect(store.getState().compareKnobs).toEqual(a);
    store.getState().closeCompare();
    expect(store.getState().compareKnobs).toBeUndefined();
  });

  it("keeps B across a scenario switch where the new scenario plays B's topology, and re-runs it there", async () => {
    const store = storeWithEngine();
    store.getState().selectScenario("research-code");
    store.getState().openCompare({ topology: "swarm" });
    store.getState().selectScenario("two-turns");
    const twoTurns = findScenario("two-turns")!;
    expect(twoTurns.topologies).toContain("swarm");
    expect(store.getState().compareKnobs).toEqual(scenarioKnobs(twoTurns, { topology: "swarm" }));
    const s = await until(store, (st) => st.compareStatus === "ready");
    expect(s.compareTrace!.scenarioId).toBe("two-turns");
    // Both scenarios' story runs share the in-process engine with B and the strip.
  }, 20_000);

  it("opens an error scenario's fix as B: its fixed twin, which runs clean, and keeps the pair through a swap", async () => {
    const store = storeWithEngine();
    store.getState().selectScenario("error-agent-without-name");
    store.getState().compareFix();
    expect(store.getState().compareScenario?.id).toBe("fixed-agent-without-name");
    let s = await until(store, (st) => st.compareStatus === "ready" && st.trace !== undefined);
    expect(s.compareTrace!.scenarioId).toBe("fixed-agent-without-name");
    expect(s.compareTrace!.outcome).toEqual({ status: "completed" });
    store.getState().swapCompare();
    s = await until(store, (st) => st.compareStatus === "ready" && st.compareTrace?.scenarioId === "error-agent-without-name");
    expect(s.scenario.id).toBe("fixed-agent-without-name");
    expect(s.compareScenario?.id).toBe("error-agent-without-name");
    // Another scenario is no fix pair: B goes back to playing A's scenario.
    store.getState().selectScenario("research-code");
    expect(store.getState().compareScenario).toBeUndefined();
  });

  it("opens a fix made of knobs as B on the same scenario", async () => {
    const store = storeWithEngine();
    store.getState().selectScenario("error-command-without-ends");
    store.getState().compareFix();
    expect(store.getState().compareScenario).toBeUndefined();
    expect(store.getState().compareKnobs!.declareEnds).toBe(true);
    const s = await until(store, (st) => st.compareStatus === "ready");
    expect(s.compareTrace!.outcome).toEqual({ status: "completed" });
  });

  it("puts A at its last step when the fix opens, so the compare is of outcomes", async () => {
    const store = storeWithEngine();
    store.getState().selectScenario("error-tool-name-case");
    const a = await until(store, (st) => st.trace?.scenarioId === "error-tool-name-case");
    expect(a.trace!.steps.length).toBeGreaterThan(1);
    store.getState().setStep(0);
    store.getState().compareFix();
    expect(store.getState().step).toBe(a.trace!.steps.length - 1);
  });
});
