import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { contextAt, modelCallsByAgent, topLevelPath } from "../trace/metrics";
import { cachedRun } from "../testing/cachedRun";

const run = cachedRun();

describe("supervisor-handrolled topology (StateGraph + Command)", () => {
  it("plays seed 000 part three: the library's path with 12 shared messages and 3 router calls", async () => {
    const trace = await run(researchCode, { topology: "supervisor-handrolled" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["supervisor", "researcher", "supervisor", "coder", "supervisor"]);
    const { messages, composition } = contextAt(trace);
    expect(messages).toBe(12);
    expect(composition).toEqual({ human: 1, ai: 7, tool: 4, system: 0 });
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 3, researcher: 2, coder: 2 });
    expect(trace.router).toBe("supervisor");
  });

  it("puts the transfer call and its 'Successfully transferred' result into the shared history", async () => {
    const trace = await run(researchCode, { topology: "supervisor-handrolled" });
    const state = trace.steps.at(-1)!.state.map((id) => trace.messages[id]);
    expect(state[1].toolCalls?.[0].name).toBe("transfer_to_researcher");
    expect(state[2]).toMatchObject({ type: "tool", name: "transfer_to_researcher", content: "Successfully transferred to researcher", toolCallId: state[1].toolCalls?.[0].id });
    // Only messages the worker produced come back: no duplicate of the shared history.
    expect(new Set(trace.steps.at(-1)!.state).size).toBe(12);
  });

  it("streams each worker agent's inner steps under the namespace [<worker>]", async () => {
    const trace = await run(researchCode, { topology: "supervisor-handrolled" });
    const inner = trace.steps.filter((s) => s.namespace.length > 0);
    expect(inner.map((s) => `${s.namespace.join("/")}>${s.node}`)).toEqual([
      "researcher>agent",
      "researcher>tools",
      "researcher>agent",
      "coder>agent",
      "coder>tools",
      "coder>agent",
    ]);
    // Worker model calls belong to the inner steps that made them.
    const researcherCalls = trace.modelCalls.filter((c) => c.agent === "researcher").map((c) => trace.steps[c.step]);
    expect(researcherCalls.every((s) => s.namespace[0] === "researcher" && s.node === "agent")).toBe(true);
  });

  it("draws the workers' inner nodes from getGraphAsync({ xray: true })", async () => {
    const trace = await run(researchCode, { topology: "supervisor-handrolled" });
    const ids = trace.graph.nodes.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(["supervisor", "researcher", "researcher:agent", "researcher:tools", "coder:agent"]));
    expect(trace.graph.nodes.find((n) => n.id === "coder:tools")?.parent).toBe("coder");
  });

  it("surfaces the runtime's UnreachableNodeError as the trace's error step when ends are not declared", async () => {
    const trace = await run(researchCode, { topology: "supervisor-handrolled", declareEnds: false });
    expect(trace.steps).toHaveLength(1);
    const [step] = trace.steps;
    expect(step.kind).toBe("error");
    expect(step.error?.name).toBe("UnreachableNodeError");
    expect(step.error?.message).toMatch(/Node `researcher` is not reachable/);
    expect(step.error?.message).toMatch(/"ends" array/);
    expect(trace.outcome.status).toBe("error");
    expect(trace.modelCalls).toEqual([]);
  });
});
