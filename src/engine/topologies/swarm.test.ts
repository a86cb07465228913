import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { contextAt, modelCallsByAgent, topLevelPath } from "../trace/metrics";
import { cachedRun } from "../testing/cachedRun";

const run = cachedRun();

describe("swarm topology (createSwarm + createHandoffTool)", () => {
  it("starts with the first agent, hands off to the coder, and keeps every message in the shared history", async () => {
    const trace = await run(researchCode, { topology: "swarm" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["researcher", "coder"]);
    expect(contextAt(trace).messages).toBe(8);
    expect(contextAt(trace).composition).toEqual({ human: 1, ai: 4, tool: 3, system: 0 });
    expect(modelCallsByAgent(trace)).toEqual({ researcher: 2, coder: 2 });
    expect(trace.router).toBeUndefined();
  });

  it("records the handoff as a transfer_to_coder call answered by the library's tool message", async () => {
    const trace = await run(researchCode, { topology: "swarm" });
    const state = trace.steps.at(-1)!.state.map((id) => trace.messages[id]);
    const handoff = state.find((m) => m.toolCalls?.some((c) => c.name === "transfer_to_coder"))!;
    expect(handoff.name).toBe("researcher");
    expect(state).toContainEqual(expect.objectContaining({ type: "tool", name: "transfer_to_coder", content: "Successfully transferred to coder" }));
  });

  it("carries activeAgent on the steps once the handoff sets it", async () => {
    const trace = await run(researchCode, { topology: "swarm" });
    const top = trace.steps.filter((s) => s.kind === "node" && s.namespace.length === 0);
    // Before any handoff the state has no activeAgent: the router falls back to defaultActiveAgent.
    expect(trace.steps[0].activeAgent).toBeUndefined();
    expect(top.map((s) => [s.node, s.activeAgent])).toEqual([
      ["researcher", "coder"],
      ["coder", "coder"],
    ]);
    expect(trace.steps.filter((s) => s.namespace[0] === "coder").every((s) => s.activeAgent === "coder")).toBe(true);
  });

  it("gives every agent a handoff tool to each other agent, visible in its diagram edges", async () => {
    const trace = await run(researchCode, { topology: "swarm" });
    const edges = trace.graph.edges.map((e) => `${e.source}->${e.target}`);
    expect(edges).toContain("researcher:__end__->coder:__start__");
    expect(edges).toContain("coder:__end__->researcher:__start__");
  });
});
