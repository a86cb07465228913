import { describe, expect, it } from "vitest";
import type { ScenarioTool } from "../scenarios/types";
import { GUARD_LIMITS } from "./limits";
import { failures, inFlight, ToolDesk, type Permission } from "./toolLedger";

const search: ScenarioTool = { name: "search", description: "", result: "found", outcomes: [{ fails: "timeout" }, { latencyMs: 800 }] };
const refund: ScenarioTool = { name: "refund", description: "", result: "refunded", approval: { editable: [] } };

describe("ToolDesk", () => {
  it("times a call out on the virtual clock and keeps the API busy after the worker gave up", () => {
    const desk = new ToolDesk([search], "tracker", 0, [], []);
    expect(() => desk.call("search", {}, true)).toThrow(/did not answer within 10 s/);
    expect(desk.clock).toBe(GUARD_LIMITS.workerTimeoutMs);
    const [record] = desk.recorded;
    expect(record).toMatchObject({ outcome: "timeout", start: 0, answeredAt: 10_000, busyUntil: 60_000, concurrent: 1 });
    expect(inFlight(desk.recorded, "search", 30_000)).toBe(1);
    expect(failures(desk.recorded, "search")).toBe(1);
  });

  it("counts calls per tool across desks, so a second worker's call overlaps the first one's", () => {
    const first = new ToolDesk([search], "tracker", 0, [], []);
    expect(() => first.call("search", {}, true)).toThrow();
    const second = new ToolDesk([search], "tracker_backup", first.clock, first.recorded, []);
    expect(second.call("search", {}, true)).toBe("found");
    expect(second.recorded[0]).toMatchObject({ callNumber: 2, concurrent: 2, outcome: "ok", busyUntil: 10_800 });
  });

  it("runs a high-risk tool once per approved permission, only for the approved arguments", () => {
    const permit: Permission = { id: "refund#1", tool: "refund", args: { order_id: "9821" }, usesLeft: 1 };
    const desk = new ToolDesk([refund], "refund", 0, [], [permit]);
    expect(() => desk.call("refund", { order_id: "1111" }, true)).toThrow(/needs a permission/);
    expect(desk.call("refund", { order_id: "9821" }, true)).toBe("refunded");
    expect(() => desk.call("refund", { order_id: "9821" }, true)).toThrow(/none is left/);
    expect(desk.recorded.map((call) => [call.outcome, call.permission])).toEqual([["refused", null], ["ok", "refund#1"], ["refused", null]]);
    expect(desk.permissions[0].usesLeft).toBe(0);
  });

  it("lets a caller that holds the tool itself run it with no permission, and records that", () => {
    const desk = new ToolDesk([refund], "supervisor", 0, [], []);
    expect(desk.call("refund", { order_id: "9821" }, false)).toBe("refunded");
    expect(desk.recorded[0].permission).toBeNull();
  });
});
