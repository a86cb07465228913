import { describe, expect, it } from "vitest";
import type { HumanDecision } from "../hitl/humanRequest";
import { makeKnobs, type Knobs } from "../knobs";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { interruptRules } from "./interruptRules";

const approve: HumanDecision = { type: "approve" };
const play = (knobs: Partial<Knobs>, decisions: HumanDecision[] = [approve, approve]) => run(interruptRules, makeKnobs({ topology: "subagents", ...interruptRules.knobs, ...knobs }), { decisions });

const pauses = (trace: Trace) => trace.steps.filter((step) => step.kind === "interrupt");
const toolResults = (trace: Trace, name: string) => Object.values(trace.messages).filter((m) => m.type === "tool" && m.name === name).map((m) => m.content);
/** How many messages the refund subagent's model saw, call by call: its memory across the two turns. */
const refundInputs = (trace: Trace) => trace.modelCalls.filter((call) => call.agent === "refund").map((call) => call.input.length);

describe("interrupt-rules: seed 000's checkpointer rules, as JS runs them", () => {
  it("pauses at each refund with only the coordinator checkpointed, and both approvals reach the refund tool", async () => {
    const trace = await play({ checkpointer: "outer-only" });
    expect(trace.outcome.status).toBe("completed");
    expect(pauses(trace).map((step) => step.interrupt)).toEqual([
      { value: { action: "approve_refund", args: { order_id: "9821", amount: 40 }, editable: ["amount"] }, next: ["tools"], resume: approve },
      { value: { action: "approve_refund", args: { order_id: "9822", amount: 15 }, editable: ["amount"] }, next: ["tools"], resume: approve },
    ]);
    expect(toolResults(trace, "approve_refund")).toEqual(["已为订单 9821 退款 40 欧元。", "已为订单 9822 退款 15 欧元。"]);
    // Per-invocation: the subagent starts fresh on every call.
    expect(refundInputs(trace)).toEqual([2, 4, 2, 4]);
  });

  it("stops at the first interrupt when no decision is given, waiting before the coordinator's tools", async () => {
    const trace = await play({}, []);
    expect(trace.outcome.status).toBe("paused");
    expect(trace.steps.at(-1)?.kind).toBe("interrupt");
    expect(trace.steps.at(-1)?.interrupt?.resume).toBeUndefined();
  });

  it("runs the refund tool with an edited amount, and not at all after a reject", async () => {
    const edited = await play({}, [{ type: "edit", args: { amount: 25 } }, { type: "reject" }]);
    expect(toolResults(edited, "approve_refund")).toEqual(["已为订单 9821 退款 25 欧元。", "Rejected by a human: approve_refund did not run."]);
  });

  it("also pauses and resumes when the subagent has its own MemorySaver, but the subagent still forgets between calls", async () => {
    const trace = await play({ checkpointer: "subagent-own" });
    expect(trace.outcome.status).toBe("completed");
    expect(pauses(trace)).toHaveLength(2);
    expect(refundInputs(trace)).toEqual([2, 4, 2, 4]);
  });

  it("keeps the subagent's conversation across turns with checkpointer: true", async () => {
    const trace = await play({ checkpointer: "subagent-true" });
    expect(pauses(trace)).toHaveLength(2);
    expect(refundInputs(trace)).toEqual([2, 4, 6, 8]);
  });

  it("pauses with only the subagent checkpointed, but the resume fails at the coordinator", async () => {
    const trace = await play({ checkpointer: "subagent-only" });
    expect(pauses(trace)).toHaveLength(1);
    expect(pauses(trace)[0].interrupt?.next).toEqual([]);
    expect(trace.outcome).toEqual({ status: "error", error: { name: "Error", message: "Cannot use Command(resume=...) without checkpointer" } });
    expect(toolResults(trace, "approve_refund")).toEqual([]);
  });

  it("never asks anyone without a checkpointer: interrupt()'s error becomes the refund tool's result", async () => {
    const trace = await play({ checkpointer: "none" });
    expect(trace.outcome.status).toBe("completed");
    expect(pauses(trace)).toHaveLength(0);
    const results = toolResults(trace, "approve_refund");
    expect(results).toHaveLength(2);
    for (const result of results) expect(result).toContain("GraphValueError: No checkpointer set");
    // The checks table says so, pointing at both refund tool results.
    const skipped = trace.checks.find((check) => check.id === "approval-skipped");
    expect(skipped).toMatchObject({ status: "fail", reason: "skipped", params: { tool: "approve_refund", error: "No checkpointer set", count: 2 } });
    expect(skipped?.evidence).toHaveLength(2);
  });

  it("passes the approval check wherever the run really asked", async () => {
    for (const checkpointer of ["outer-only", "subagent-own", "subagent-true"] as const) {
      const trace = await play({ checkpointer });
      expect(trace.checks.find((check) => check.id === "approval-skipped")?.status, checkpointer).toBe("pass");
    }
  });

  it("refuses to save a checkpoint without a thread_id whenever some graph checkpoints", async () => {
    for (const checkpointer of ["outer-only", "subagent-own", "subagent-true"] as const) {
      const trace = await play({ checkpointer, passThreadId: false });
      expect(trace.outcome.status, checkpointer).toBe("error");
      expect(trace.outcome.status === "error" && trace.outcome.error.message, checkpointer).toMatch(/^Failed to put checkpoint. The passed RunnableConfig is missing a required "thread_id"/);
      expect(pauses(trace), checkpointer).toHaveLength(0);
    }
  });
});
