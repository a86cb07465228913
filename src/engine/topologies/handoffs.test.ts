import { describe, expect, it } from "vitest";
import { docsRepeat } from "../scenarios/docsCoffee";
import { researchCode } from "../scenarios/researchCode";
import { cachedRun } from "../testing/cachedRun";
import { callsPerTurn, contextAt, modelCallsByAgent } from "../trace/metrics";
import type { Trace } from "../trace/types";

const run = cachedRun();

function systemPromptOf(trace: Trace, agent: string, callNumber = 1): string | undefined {
  return trace.modelCalls.find((call) => call.agent === agent && call.callNumber === callNumber)?.input.find((m) => m.type === "system")?.content;
}

describe("handoffs topology (one createAgent, step middleware)", () => {
  it("is one agent loop whose currentStep moves from the router to the researcher and on to the coder", async () => {
    const trace = await run(researchCode, { topology: "handoffs" });
    expect(trace.outcome.status).toBe("completed");
    expect(trace.graph.nodes.map((n) => n.id)).toEqual(["__start__", "model_request", "tools", "__end__"]);
    const top = trace.steps.filter((s) => s.kind === "node");
    expect(top.map((s) => s.activeAgent)).toEqual(["supervisor", "researcher", "researcher", "researcher", "researcher", "coder", "coder", "coder", "coder"]);
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 1, researcher: 2, coder: 2 });
  });

  it("gives each step its own system prompt, swapped in by the middleware, never stored in the state", async () => {
    const trace = await run(researchCode, { topology: "handoffs" });
    expect(systemPromptOf(trace, "supervisor")).toBe(researchCode.router.prompt);
    expect(systemPromptOf(trace, "researcher")).toBe(researchCode.agents[0].prompt);
    expect(systemPromptOf(trace, "coder")).toBe(researchCode.agents[1].prompt);
    expect(contextAt(trace).composition).toEqual({ human: 1, ai: 5, tool: 4, system: 0 });
  });

  it("keeps the whole conversation in one history: the coder's step sees the researcher's search", async () => {
    const trace = await run(researchCode, { topology: "handoffs" });
    const coderFirst = trace.modelCalls.find((call) => call.agent === "coder")!;
    expect(coderFirst.input.some((m) => m.type === "tool" && m.name === "search")).toBe(true);
  });

  it("starts a follow-up turn in the step the last turn ended in, so turn two skips the handoff", async () => {
    const trace = await run(docsRepeat, { topology: "handoffs" });
    expect(callsPerTurn(trace)).toEqual([3, 2]);
    expect(modelCallsByAgent(trace)).toEqual({ main: 1, coffee: 4 });
    expect(trace.steps[trace.turns[1].startStep].activeAgent).toBe("coffee");
  });
});
