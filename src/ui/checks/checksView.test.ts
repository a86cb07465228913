import { describe, expect, it } from "vitest";
import { parallelHandoffs } from "../../engine/scenarios/parallelHandoffs";
import { run } from "../../engine/trace/run";
import { checksView } from "./checksView";

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
});
