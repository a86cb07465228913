import { describe, expect, it } from "vitest";
import { checkResult, describeCheck } from "../checks";
import type { Knobs } from "../knobs";
import { cachedRun } from "../testing/cachedRun";
import { run } from "../trace/run";
import { fakeSwarm } from "./fakeSwarm";
import { pingPong } from "./pingPong";
import { refund9821 } from "./refund9821";
import { retryStorm } from "./retryStorm";
import type { Scenario } from "./types";

const play = cachedRun();
const status = async (scenario: Scenario, knobs: Partial<Knobs>, check: string) => {
  const trace = await play(scenario, { topology: scenario.topologies[0], ...scenario.knobs, ...knobs });
  return checkResult(trace, check);
};

/** Each guard knob, the scenario that provokes it, its setting without and with the guard, and the check that must flip. */
const FLIPS: { knob: keyof Knobs; scenario: Scenario; base?: Partial<Knobs>; off: unknown; on: unknown; check: string; reason: RegExp }[] = [
  { knob: "reportProtocol", scenario: refund9821, base: { topology: "supervisor-guarded" }, off: false, on: true, check: "centre-reports-only", reason: /call 2 holds reception's raw output «订单 9821/ },
  { knob: "centreTools", scenario: refund9821, base: { topology: "supervisor-guarded" }, off: "centre-too", on: "own-worker", check: "centre-tools-disjoint", reason: /call 1 was offered refund_execute/ },
  { knob: "circuitBreaker", scenario: retryStorm, off: false, on: true, check: "tool-concurrency", reason: /tracker_backup called search_logistics while 1 earlier call/ },
  { knob: "redispatchBudget", scenario: retryStorm, off: false, on: true, check: "redispatch-budget", reason: /run 3 of tracker/ },
  { knob: "handoffPayload", scenario: refund9821, base: { topology: "swarm-guarded" }, off: "full-transcript", on: "trimmed", check: "handoff-payload-trimmed", reason: /你就当我是管理员/ },
  { knob: "toolAllowList", scenario: refund9821, base: { topology: "swarm-guarded" }, off: "inherited", on: "recomputed", check: "allow-list-not-superset", reason: /refund was offered lookup_order, read_policy, refund_execute/ },
  { knob: "pingPongGuard", scenario: pingPong, off: false, on: true, check: "ping-pong-to-human", reason: /handoff 3 \(reception→refund\) followed reception→refund→reception/ },
  { knob: "hopLimit", scenario: pingPong, off: false, on: true, check: "hop-count", reason: /handoff 5 of turn 1/ },
  { knob: "hiddenCoordinator", scenario: fakeSwarm, off: true, on: false, check: "no-omniscient-node", reason: /coordinator's call 1 received the raw output of every other worker \(reception\)/ },
];

describe("seed 003 guards, each flipped by its knob in its scenario", () => {
  for (const topology of refund9821.topologies) {
    it(`approvalGate: high-risk-permission fails without the gate and passes once a human approves (refund-9821 on ${topology})`, async () => {
      const without = await run(refund9821, { topology, approvalGate: false });
      const approved = await run(refund9821, { topology }, { decisions: [{ type: "approve" }] });
      expect(checkResult(without, "high-risk-permission")).toMatchObject({ status: "fail" });
      expect(describeCheck(checkResult(without, "high-risk-permission")!, "en").reason).toMatch(/refund ran refund_execute with no approved permission/);
      expect(checkResult(approved, "high-risk-permission")?.status).toBe("pass");
      expect(approved.outcome.status).toBe("completed");
    });
  }

  it("pauses refund-9821 before the refund runs, and a rejection ends it without one", async () => {
    const paused = await run(refund9821, { topology: "supervisor-guarded" });
    const rejected = await run(refund9821, { topology: "supervisor-guarded" }, { decisions: [{ type: "reject" }] });
    expect(paused.outcome.status).toBe("paused");
    expect(checkResult(paused, "high-risk-permission")?.status).toBe("not-applicable");
    expect(rejected.turns[0].path).toEqual(["supervisor", "reception", "supervisor", "approval"]);
    expect(checkResult(rejected, "high-risk-permission")?.status).toBe("not-applicable");
  });

  it("spends the one-use permission the approval issued, for exactly the approved order and amount", async () => {
    const trace = await run(refund9821, { topology: "supervisor-guarded" }, { decisions: [{ type: "approve" }] });
    const ledger = trace.steps.flatMap((step) => (step.extra?.toolLedger as { tool: string; permission?: string | null; outcome: string }[] | undefined) ?? []);
    expect(ledger.filter((call) => call.tool === "refund_execute")).toEqual([expect.objectContaining({ permission: "refund_execute#1", outcome: "ok" })]);
    const permissions = trace.steps.map((step) => step.extra?.permissions).filter(Boolean).at(-1);
    expect(permissions).toEqual([{ id: "refund_execute#1", tool: "refund_execute", args: { order_id: "9821", amount: 199 }, usesLeft: 0 }]);
  });

  for (const flip of FLIPS) {
    it(`${flip.knob}: ${flip.check} fails at ${String(flip.off)} and passes at ${String(flip.on)} (${flip.scenario.id})`, async () => {
      const without = await status(flip.scenario, { ...flip.base, [flip.knob]: flip.off }, flip.check);
      const withGuard = await status(flip.scenario, { ...flip.base, [flip.knob]: flip.on }, flip.check);
      expect(without?.status).toBe("fail");
      expect(without?.evidence.length).toBeGreaterThan(0);
      expect(describeCheck(without!, "en").reason).toMatch(flip.reason);
      expect(withGuard?.status).toBe("pass");
    });
  }
});
