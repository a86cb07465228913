import { describe, expect, it } from "vitest";
import { parallelHandoffs } from "../scenarios/parallelHandoffs";
import { researchCode } from "../scenarios/researchCode";
import { cachedRun } from "../testing/cachedRun";
import { checkResult } from ".";

const play = cachedRun();

describe("the strict-history check", () => {
  it("fails on a lenient parallel handoff: the models after it were sent the dangling call", async () => {
    const trace = await play(parallelHandoffs, { topology: "supervisor" });
    const result = checkResult(trace, "strict-history")!;
    expect(trace.outcome.status).toBe("completed");
    expect(result).toMatchObject({ status: "fail", reason: "wouldReject", params: { agent: "flights", callNumber: 1 } });
    // Exactly the calls whose input holds the transfer_to_hotels call, at the steps that made them.
    const refused = trace.modelCalls.filter((c) => c.input.some((m) => m.toolCalls?.some((tc) => result.toolCalls!.includes(tc.id))));
    expect(refused.map((c) => `${c.agent} ${c.callNumber}`)).toEqual(["flights 1", "supervisor 2"]);
    expect(result.evidence).toEqual([...new Set(refused.map((c) => c.step))]);
  });

  it("fails with the provider's refusal when providerStrictness is strict, at the error step", async () => {
    const trace = await play(parallelHandoffs, { topology: "supervisor", providerStrictness: "strict" });
    expect(trace.outcome.status === "error" && trace.outcome.error.name).toBe("ProviderRejectedError");
    expect(checkResult(trace, "strict-history")).toMatchObject({ status: "fail", reason: "rejected", evidence: [trace.steps.length - 1] });
  });

  it("passes when every input pairs each tool call with its result", async () => {
    for (const topology of ["supervisor", "swarm", "subagents"] as const) {
      expect(checkResult(await play(researchCode, { topology }), "strict-history")!.status).toBe("pass");
    }
  });
});
