import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { run } from "./run";

describe("a run's progress reports", () => {
  it("come while the run works, one per streamed event, so a watchdog hears from a long run between its supersteps", async () => {
    const scenario = findScenario("research-code")!;
    let reports = 0;
    const trace = await run(scenario, {}, { onProgress: () => void (reports += 1) });
    expect(reports).toBeGreaterThan(0);
    // At least one report per recorded node step (the stream's events include each step's update).
    expect(reports).toBeGreaterThanOrEqual(trace.steps.filter((s) => s.kind === "node").length);
  });
});
