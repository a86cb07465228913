import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../scenarios";
import { run } from "../trace/run";
import { CHECKS, describeCheck } from ".";
import { CHECK_STATUSES } from "./types";

describe("the checks table", () => {
  it("has unique ids, and words every reason code in every language", () => {
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    for (const check of CHECKS) for (const text of [check.title, ...Object.values(check.reasons)]) expect(text.en && text.zh).toBeTruthy();
  });

  it("is on every trace of every built-in scenario, on every topology it plays, with evidence inside the trace", async () => {
    for (const scenario of SCENARIOS) {
      for (const topology of scenario.topologies) {
        const trace = await run(scenario, { ...scenario.knobs, topology });
        expect(trace.checks.map((c) => c.id), `${scenario.id} on ${topology}`).toEqual(CHECKS.map((c) => c.id));
        for (const result of trace.checks) {
          expect(CHECK_STATUSES).toContain(result.status);
          for (const step of result.evidence) expect(trace.steps[step], `${scenario.id} ${result.id}`).toBeDefined();
          if (result.status === "fail") expect(result.evidence.length).toBeGreaterThan(0);
          expect(describeCheck(result, "en").reason).not.toMatch(/\{\w+\}/);
        }
      }
    }
  });
});
