import { describe, expect, it } from "vitest";
import { docsRepeat } from "../scenarios/docsCoffee";
import { researchCode } from "../scenarios/researchCode";
import { cachedRun } from "../testing/cachedRun";
import { callsPerTurn, contextAt, topLevelPath } from "../trace/metrics";

const run = cachedRun();

describe("handoffs-subgraphs topology (createAgent nodes, Command.PARENT)", () => {
  it("moves the parent graph from agent node to agent node by the transfer tools", async () => {
    const trace = await run(researchCode, { topology: "handoffs-subgraphs" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["supervisor", "researcher", "coder"]);
    const top = trace.steps.filter((s) => s.kind === "node" && s.namespace.length === 0);
    expect(top.map((s) => s.activeAgent)).toEqual(["researcher", "coder", "coder"]);
  });

  it("passes only the handing-off message and its tool answer: the researcher's own search stays behind", async () => {
    const trace = await run(researchCode, { topology: "handoffs-subgraphs" });
    const shared = trace.steps.at(-1)!.state.map((id) => trace.messages[id]);
    expect(shared.map((m) => `${m.type}:${m.name ?? ""}`)).toEqual([
      "human:",
      "ai:supervisor",
      "tool:transfer_to_researcher",
      "ai:researcher",
      "tool:transfer_to_coder",
      "ai:coder",
      "tool:write_code",
      "ai:coder",
    ]);
    expect(shared.some((m) => m.name === "search")).toBe(false);
    expect(contextAt(trace).messages).toBe(8);
  });

  it("draws each agent as a group with its inner model and tools nodes", async () => {
    const trace = await run(researchCode, { topology: "handoffs-subgraphs" });
    const inner = trace.graph.nodes.filter((n) => n.parent === "researcher").map((n) => n.name);
    expect(inner).toEqual(expect.arrayContaining(["model_request", "tools"]));
  });

  it("starts a follow-up turn at the agent that was active", async () => {
    const trace = await run(docsRepeat, { topology: "handoffs-subgraphs" });
    expect(trace.turns.map((turn) => turn.path)).toEqual([["main", "coffee"], ["coffee"]]);
    expect(callsPerTurn(trace)).toEqual([3, 2]);
  });
});
