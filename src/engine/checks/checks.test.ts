import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../scenarios";
import { run } from "../trace/run";
import { CHECKS, describeCheck } from ".";
import { CHECK_STATUSES } from "./verdict";

describe("the checks table", () => {
  it("has unique ids, and words every reason code in every language", () => {
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    for (const check of CHECKS) for (const text of [check.title, ...Object.values(check.reasons)]) expect(text.en && text.zh).toBeTruthy();
  });

});

// One test per scenario (each runs it on every topology it plays), so no test runs the whole table.
describe.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))("every trace of %s", (_id, scenario) => {
  it("carries every check of the table, with evidence inside the trace and every reason worded", async () => {
    for (const topology of scenario.topologies) {
      const trace = await run(scenario, { ...scenario.knobs, topology });
      expect(trace.checks.map((c) => c.id), topology).toEqual(CHECKS.map((c) => c.id));
      for (const result of trace.checks) {
        expect(CHECK_STATUSES).toContain(result.status);
        for (const step of result.evidence) expect(trace.steps[step], `${topology} ${result.id}`).toBeDefined();
        if (result.status === "fail") expect(result.evidence.length).toBeGreaterThan(0);
        expect(describeCheck(result, "en").reason).not.toMatch(/\{\w+\}/);
        expect(describeCheck(result, "zh").reason).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
