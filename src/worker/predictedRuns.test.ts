import { describe, expect, it } from "vitest";
import { makeKnobs } from "../engine/knobs";
import { findScenario } from "../engine/scenarios";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import type { Trace } from "../engine/trace/types";
import type { Answer, EngineConnection, Unsent } from "./engineConnection";
import { createPredictedRuns, PREDICTION_LIMITS } from "./predictedRuns";

/** A connection that answers each run with a trace naming its setting, counting what it was asked. */
function countingConnection(asked: Unsent[], steps = 1): EngineConnection {
  return {
    async send(request) {
      asked.push(request);
      const knobs = (request as { knobs: object }).knobs;
      return { type: "trace", id: asked.length, ms: 1, trace: { knobs, steps: Array.from({ length: steps }) } as unknown as Trace } satisfies Answer;
    },
    close() {},
    keepWaiting() {},
    busy: 0,
  };
}

const scenario = findScenario("research-code")!;
const base = scenarioKnobs(scenario);
const settings = (["full_history", "last_message"] as const).map((outputMode) => makeKnobs({ ...base, outputMode }));
const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("predicted runs", () => {
  it("runs each setting once in the background, on one engine made on first use, and hands each over for exactly its scenario and setting", async () => {
    const asked: Unsent[] = [];
    let connections = 0;
    let ready = 0;
    const predicted = createPredictedRuns(() => (connections++, countingConnection(asked)), () => ready++);
    expect(connections).toBe(0);
    predicted.predict(scenario, settings);
    await idle();
    expect(connections).toBe(1);
    expect(asked).toHaveLength(2);
    expect(ready).toBe(2);
    // Asked again for what it holds: nothing runs, and each setting is told ready again.
    predicted.predict(scenario, settings);
    await idle();
    expect(asked).toHaveLength(2);
    expect(ready).toBe(4);
    expect(predicted.take(scenario, settings[0])?.knobs).toEqual(settings[0]);
    expect(predicted.take(scenario, settings[1])?.knobs).toEqual(settings[1]);
    expect(predicted.take(scenario, makeKnobs({ ...base, recursionLimit: 7 }))).toBeUndefined();
    // An edited scenario is another object: nothing predicted for the old one serves it.
    expect(predicted.take({ ...scenario }, settings[0])).toBeUndefined();
  });

  it("keeps the page's own runs of the scenario it predicts, ignores other scenarios' runs, and drops everything when another scenario is predicted", async () => {
    const predicted = createPredictedRuns(() => countingConnection([]));
    predicted.predict(scenario, settings);
    await idle();
    const other = findScenario("refund-9821")!;
    const story = { ...scenario };
    predicted.keep(story, base, { steps: [] } as unknown as Trace);
    expect(predicted.take(scenario, settings[0])).toBeDefined();
    expect(predicted.take(story, base)).toBeUndefined();
    predicted.keep(scenario, base, { steps: [] } as unknown as Trace);
    expect(predicted.take(scenario, base)).toBeDefined();
    predicted.predict(other, []);
    expect(predicted.take(scenario, settings[0])).toBeUndefined();
    expect(predicted.take(scenario, base)).toBeUndefined();
  });

  it("holds at most its limits, the oldest going first", async () => {
    const many = Array.from({ length: PREDICTION_LIMITS.traces + 5 }, (_, i) => makeKnobs({ ...base, recursionLimit: 10 + i }));
    const predicted = createPredictedRuns(() => countingConnection([]));
    predicted.predict(scenario, many);
    await idle();
    expect(many.filter((knobs) => predicted.take(scenario, knobs))).toEqual(many.slice(5));

    // A new round holds on to the settings it asks for again (the one just left, say), whatever their age.
    const next = Array.from({ length: PREDICTION_LIMITS.traces - 1 }, (_, i) => makeKnobs({ ...base, recursionLimit: 100 + i }));
    predicted.predict(scenario, [many[5], ...next]);
    await idle();
    expect(predicted.take(scenario, many[5])).toBeDefined();
    expect(predicted.take(scenario, many[6])).toBeUndefined();
    expect(next.every((knobs) => predicted.take(scenario, knobs))).toBe(true);

    const big = createPredictedRuns(() => countingConnection([], PREDICTION_LIMITS.steps / 2));
    big.predict(scenario, many.slice(0, 4));
    await idle();
    expect(many.slice(0, 4).map((knobs) => Boolean(big.take(scenario, knobs)))).toEqual([false, false, true, true]);
  });
});
