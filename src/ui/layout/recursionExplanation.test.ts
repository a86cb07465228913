import { describe, expect, it } from "vitest";
import { findScenario } from "../../engine/scenarios";
import { run } from "../../engine/trace/run";
import { recursionExplanation } from "./recursionExplanation";

describe("recursionExplanation", () => {
  it("names the limit and the looping path when the run hit the recursion limit", async () => {
    const scenario = findScenario("recursion-limit")!;
    const trace = await run(scenario, { topology: scenario.topologies[0], ...scenario.knobs, recursionLimit: 6 });
    expect(trace.outcome.status).toBe("error");
    const explanation = recursionExplanation(trace);
    expect(explanation?.limit).toBe(6);
    expect(explanation?.path.startsWith("supervisor → researcher → supervisor → researcher → …")).toBe(true);
  });

  it("says nothing for a run that completed", async () => {
    const trace = await run(findScenario("research-code")!, {});
    expect(recursionExplanation(trace)).toBeUndefined();
  });
});
