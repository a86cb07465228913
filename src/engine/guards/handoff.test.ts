import { describe, expect, it } from "vitest";
import { allowListAfterHandoff, briefOf, hopsIn, isPingPong, type HandoffEntry } from "./handoff";

const hop = (from: string, to: string, turn = 0): HandoffEntry => ({ from, to, turn, reason: "", intent: "", payloadBytes: 0, tools: [] });

describe("handoff guards", () => {
  it("finds A→B then B→A in the same turn, and nothing else", () => {
    expect(isPingPong([hop("reception", "refund"), hop("refund", "reception")], 0)).toBe(true);
    expect(isPingPong([hop("reception", "refund"), hop("refund", "billing")], 0)).toBe(false);
    expect(isPingPong([hop("reception", "refund", 0), hop("refund", "reception", 1)], 1)).toBe(false);
    expect(hopsIn([hop("a", "b", 0), hop("b", "c", 1), hop("c", "a", 1)], 1)).toBe(2);
  });

  it("recomputes the allow-list from the agent's tools and the intent, or inherits the union", () => {
    expect(allowListAfterHandoff("recomputed", ["read_policy", "refund_execute"], ["lookup_order", "read_policy"], ["refund_execute"])).toEqual(["refund_execute"]);
    expect(allowListAfterHandoff("inherited", ["read_policy", "refund_execute"], ["lookup_order", "read_policy"], ["refund_execute"])).toEqual(["lookup_order", "read_policy", "refund_execute"]);
  });

  it("keeps intent, business ids and a summary of at most 200 characters", () => {
    const brief = briefOf("reception", { intent: "refund", order_id: 9821, reason: "退款", summary: "摘".repeat(300) });
    expect(brief).toEqual({ from: "reception", intent: "refund", ids: { order_id: "9821" }, summary: "摘".repeat(200) });
  });
});
