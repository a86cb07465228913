import { describe, expect, it } from "vitest";
import { findScenario } from "../engine/scenarios";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { run } from "../engine/trace/run";
import { OUTCOME_STATUSES } from "../engine/trace/types";
import { sweep } from "../engine/sweep";
import { parseEngineResponse } from "./responseSchema";

describe("the worker protocol's check on arrival", () => {
  it("accepts a paused trace, as a run that waits at an interrupt returns", async () => {
    const scenario = findScenario("interrupt-rules")!;
    const trace = await run(scenario, scenarioKnobs(scenario));
    expect(trace.outcome.status).toBe("paused");
    expect(parseEngineResponse({ type: "trace", id: 1, trace, ms: 5 }).ok).toBe(true);
  });

  it("accepts every outcome a trace can have, and refuses another", () => {
    for (const status of OUTCOME_STATUSES) {
      expect(parseEngineResponse({ type: "trace", id: 1, trace: { steps: [], outcome: { status } }, ms: 1 }).ok).toBe(true);
    }
    expect(parseEngineResponse({ type: "trace", id: 1, trace: { steps: [], outcome: { status: "maybe" } }, ms: 1 }).ok).toBe(false);
  });

  it("accepts a sweep row of a combination the scenario cannot play", async () => {
    const rows = await sweep(findScenario("ping-pong")!, ["swarm-guarded"]);
    const row = rows.find((r) => r.outcome === "not-applicable")!;
    expect(parseEngineResponse({ type: "sweepRow", id: 1, row, ms: 1 }).ok).toBe(true);
  }, 120_000);
});
