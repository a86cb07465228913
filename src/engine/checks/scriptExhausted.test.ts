import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { researchCode } from "../scenarios/researchCode";
import { cachedRun } from "../testing/cachedRun";
import { checkResult } from ".";

const play = cachedRun();
const loop = findScenario("recursion-limit")!;

describe("the script-exhausted check", () => {
  it("fails when recursion-limit's runaway supervisor outlives its script at recursionLimit 100, at the error step", async () => {
    const trace = await play(loop, { ...loop.knobs, recursionLimit: 100 });
    expect(trace.outcome.status === "error" && trace.outcome.error.name).toBe("ScriptExhaustedError");
    const script = loop.routerScripts.supervisor!;
    expect(checkResult(trace, "script-exhausted")).toMatchObject({
      status: "fail",
      params: { agent: "supervisor", callNumber: script.length + 1, replies: script.length },
      evidence: [trace.steps.length - 1],
    });
  });

  it("fails when a subagent's script runs out inside its wrapper tool and the run completes anyway", async () => {
    const short = { ...researchCode, agents: researchCode.agents.map((a) => (a.name === "coder" ? { ...a, script: a.script.slice(0, 1) } : a)) };
    const trace = await play(short, { topology: "subagents" });
    expect(trace.outcome.status).toBe("completed");
    const dry = trace.modelCalls.find((call) => call.agent === "coder" && call.callNumber === 2)!;
    expect(dry.error).toBe("ScriptExhaustedError");
    expect(checkResult(trace, "script-exhausted")).toMatchObject({
      status: "fail",
      reason: "ranOutQuietly",
      params: { agent: "coder", callNumber: 2, replies: 1 },
      evidence: [dry.step],
    });
  });

  it("passes a run whose scripts last, even one that stops with another error", async () => {
    expect(checkResult(await play(loop, loop.knobs), "script-exhausted")!.status).toBe("pass");
  });
});
