import { describe, expect, it } from "vitest";
import { makeKnobs } from "../../engine/knobs";
import { interruptRules } from "../../engine/scenarios/interruptRules";
import { researchCode } from "../../engine/scenarios/researchCode";
import { run } from "../../engine/trace/run";
import { decisionLog } from "./decisionLog";

const rules = makeKnobs({ topology: "subagents", ...interruptRules.knobs });

describe("the decision log of a run", () => {
  it("lists each interrupt the run resumed from, with its action, the decision and the step", async () => {
    const trace = await run(interruptRules, rules, { decisions: [{ type: "approve" }, { type: "reject" }] });
    const interrupts = trace.steps.filter((step) => step.kind === "interrupt").map((step) => step.index);
    expect(interrupts).toHaveLength(2);
    expect(decisionLog(trace)).toEqual([
      expect.objectContaining({ kind: "interrupt", step: interrupts[0], action: "approve_refund", decision: { type: "approve" }, changes: [] }),
      expect.objectContaining({ kind: "interrupt", step: interrupts[1], action: "approve_refund", decision: { type: "reject" }, changes: [] }),
    ]);
  });

  it("names the arguments an edit changed, from what the graph asked to what was decided", async () => {
    const trace = await run(interruptRules, rules, { decisions: [{ type: "edit", args: { amount: 25 } }, { type: "approve" }] });
    const asked = trace.steps.find((step) => step.kind === "interrupt")!.interrupt!.value as { args: { amount: number } };
    expect(decisionLog(trace)[0]).toMatchObject({ decision: { type: "edit" }, changes: [{ name: "amount", from: asked.args.amount, to: 25 }] });
  });

  it("holds no decision for an interrupt still waiting", async () => {
    const trace = await run(interruptRules, rules, { decisions: [{ type: "approve" }] });
    expect(trace.outcome.status).toBe("paused");
    expect(decisionLog(trace)).toHaveLength(1);
  });

  it("lists a fork as the human's change of an agent's reply, at the fork's step", async () => {
    const knobs = makeKnobs({ topology: "supervisor" });
    const original = await run(researchCode, knobs);
    const at = original.steps.findIndex((step, i) => i > 2 && step.node === "supervisor" && step.namespace.length === 0) - 1;
    const fork = await run(researchCode, knobs, { fork: { step: at, agent: "supervisor", reply: { content: "Enough." } } });
    expect(decisionLog(original)).toEqual([]);
    expect(decisionLog(fork)).toEqual([{ kind: "fork", step: fork.fork!.step, agent: "supervisor", callNumber: fork.fork!.callNumber }]);
  });
});
