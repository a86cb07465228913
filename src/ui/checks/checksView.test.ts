import { describe, expect, it } from "vitest";
import { parallelHandoffs } from "../../engine/scenarios/parallelHandoffs";
import { run } from "../../engine/trace/run";
import { findScenario } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { checksView, failingResults } from "./checksView";

describe("checksView", () => {
  it("lists failures first, keeping the table's order within a status, and counts each status", async () => {
    const trace = await run(parallelHandoffs, { topology: "supervisor" });
    const view = checksView(trace);
    const failed = trace.checks.filter((c) => c.status === "fail");
    expect(failed.length).toBeGreaterThan(0);
    expect(view.rows.slice(0, failed.length)).toEqual(failed);
    expect(view.rows.map((r) => r.id).sort()).toEqual(trace.checks.map((c) => c.id).sort());
    expect(view.counts.fail + view.counts.pass + view.counts["not-applicable"]).toBe(trace.checks.length);
    expect(view.counts.fail).toBe(failed.length);
  });

  it("says no check ran on a graph that never built, though a vacuous verdict passes", async () => {
    const scenario = findScenario("error-agent-without-name")!;
    const trace = await run(scenario, scenarioKnobs(scenario));
    expect(trace.checks.some((check) => check.status === "pass")).toBe(true);
    expect(checksView(trace).notRun).toBe(true);
    expect(failingResults(trace)).toEqual([]);
  });

  it("runs the checks of a graph that built", async () => {
    const trace = await run(parallelHandoffs, { topology: "supervisor" });
    expect(checksView(trace).notRun).toBe(false);
    expect(failingResults(trace)).toEqual(trace.checks.filter((c) => c.status === "fail"));
  });
});
