import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { cachedRun } from "../testing/cachedRun";
import { checkResult, describeCheck } from ".";
import { repeatingTail } from "./recursionLimit";

const play = cachedRun();
const scenario = (id: string) => findScenario(id)!;

describe("repeatingTail", () => {
  it("finds the block a path ends in when it repeats, and where the repetition starts", () => {
    expect(repeatingTail(["s", "r", "s", "r", "s", "r"])).toEqual({ cycle: ["s", "r"], start: 0, repeats: 3 });
    expect(repeatingTail(["s", "a", "s", "b", "s", "b"])).toEqual({ cycle: ["s", "b"], start: 2, repeats: 2 });
  });

  it("sees no loop in a hub visited on the way to different nodes", () => {
    expect(repeatingTail(["supervisor", "researcher", "supervisor", "coder", "supervisor", "reviewer", "supervisor"])).toBeUndefined();
  });
});

describe("the recursion-limit check", () => {
  it("says the recursion-limit scenario loops, and points at where the loop starts and where it was stopped", async () => {
    const trace = await play(scenario("recursion-limit"), { ...scenario("recursion-limit").knobs, recursionLimit: 6 });
    const result = checkResult(trace, "recursion-limit")!;
    expect(result).toMatchObject({ status: "fail", reason: "loops", params: { limit: 6, cycle: "supervisor → researcher", repeats: 3 } });
    const firstNode = trace.steps.find((s) => s.kind === "node" && s.namespace.length === 0)!;
    expect(result.evidence).toEqual([firstNode.index, trace.steps.length - 1]);
    expect(describeCheck(result, "en").reason).toContain("6 supersteps without reaching END (supervisor → researcher → supervisor → researcher → … → researcher)");
  });

  it("does not say loops when production-notes hits recursionLimit 7 on a path that never repeats", async () => {
    const trace = await play(scenario("production-notes"), { ...scenario("production-notes").knobs, recursionLimit: 7 });
    expect(trace.outcome.status === "error" && trace.outcome.error.name).toBe("GraphRecursionError");
    const result = checkResult(trace, "recursion-limit")!;
    expect(result).toMatchObject({ status: "fail", reason: "tooLong", evidence: [trace.steps.length - 1] });
    expect(describeCheck(result, "en").reason).not.toMatch(/loop/i);
  });

  it("passes a run that reaches END, and does not apply to one stopped by another error", async () => {
    expect(checkResult(await play(scenario("production-notes"), scenario("production-notes").knobs), "recursion-limit")!.status).toBe("pass");
    expect(checkResult(await play(scenario("error-agent-without-name")), "recursion-limit")!.status).toBe("not-applicable");
  });
});
