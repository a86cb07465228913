import { describe, expect, it } from "vitest";
import { docsMultiDomain } from "../scenarios/docsMultiDomain";
import { docsRepeat } from "../scenarios/docsCoffee";
import { researchCode } from "../scenarios/researchCode";
import { cachedRun } from "../testing/cachedRun";
import { callsPerTurn, contextAt, modelCallsByAgent, sharedMessagesAt, topLevelPath } from "../trace/metrics";
import { assistantScript } from "./routerFanoutAssistant";

const run = cachedRun();

describe("router-fanout topology (classify, Send, synthesize)", () => {
  it("classifies, runs every chosen agent in one superstep, then synthesizes", async () => {
    const trace = await run(docsMultiDomain, { topology: "router-fanout" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["classify", "python", "javascript", "rust", "synthesize"]);
    expect(modelCallsByAgent(trace)).toEqual({ main: 2, python: 1, javascript: 1, rust: 1 });
    // The specialists' three calls happen before the synthesis, which sees all three results.
    expect(trace.modelCalls.map((call) => call.agent)).toEqual(["main", "python", "javascript", "rust", "main"]);
    expect(trace.modelCalls[4].input[1].content).toContain("From rust:");
  });

  it("records the classifications and results as state, and keeps only the request and the answer as messages", async () => {
    const trace = await run(researchCode, { topology: "router-fanout" });
    const classify = trace.steps.find((s) => s.node === "classify")!;
    expect(classify.extra?.classifications).toEqual([
      { agent: "researcher", query: "调研 LangGraph supervisor" },
      { agent: "coder", query: "给出 createSupervisor 示例" },
    ]);
    expect(contextAt(trace).composition).toEqual({ human: 1, ai: 1, tool: 0, system: 0 });
  });

  it("is stateless: a follow-up runs classify, the agent and synthesize again", async () => {
    const trace = await run(docsRepeat, { topology: "router-fanout", flow: "batched" });
    expect(trace.turns.map((turn) => turn.path)).toEqual([
      ["classify", "coffee", "synthesize"],
      ["classify", "coffee", "synthesize"],
    ]);
    expect(callsPerTurn(trace)).toEqual([4, 4]);
  });

  it("as the docs draw it, hands a lone answer to the user without a synthesis call, and still merges several", async () => {
    const trace = await run(docsRepeat, { topology: "router-fanout" });
    expect(trace.outcome.status).toBe("completed");
    expect(trace.turns.map((turn) => turn.path)).toEqual([
      ["classify", "coffee"],
      ["classify", "coffee"],
    ]);
    expect(callsPerTurn(trace)).toEqual([3, 3]);
    expect(sharedMessagesAt(trace, trace.steps.length - 1).at(-1)).toMatchObject({ type: "ai", name: "coffee", content: "I bought coffee for you again." });
    expect(topLevelPath(await run(docsMultiDomain, { topology: "router-fanout" }))).toContain("synthesize");
  });

  it("with routerAsTool, runs the whole workflow inside one tool call of a conversational agent", async () => {
    const trace = await run(docsRepeat, { topology: "router-fanout", routerAsTool: true, flow: "batched" });
    expect(trace.outcome.status).toBe("completed");
    expect(callsPerTurn(trace)).toEqual([6, 6]);
    expect(modelCallsByAgent(trace)).toEqual({ assistant: 4, main: 4, coffee: 4 });
    expect(trace.steps.some((s) => s.namespace[0] === "router_workflow" && s.node === "classify")).toBe(true);
    expect(trace.graph.nodes.some((n) => n.id === "router_workflow:classify")).toBe(true);
  });

  it("derives the conversational agent's script from the router script: ask, then relay each turn's synthesis", () => {
    const script = assistantScript({ routerScripts: { "router-fanout": [{ toolCalls: [{ name: "classify" }] }, { content: "one" }, { toolCalls: [{ name: "classify" }] }, { content: "two" }] }, agents: [], userTurns: ["a", "b"] });
    expect(script).toEqual([
      { toolCalls: [{ name: "ask_router", args: { query: "a" } }] },
      { content: "one" },
      { toolCalls: [{ name: "ask_router", args: { query: "b" } }] },
      { content: "two" },
    ]);
  });

  it("relays a lone specialist's own answer where the router does not synthesize it", () => {
    const classify = { toolCalls: [{ name: "classify", args: { classifications: [{ agent: "coffee", query: "q" }] } }] };
    const agents = [{ name: "coffee", description: "", tools: [], script: [{ toolCalls: [{ name: "buy" }] }, { content: "bought" }, { toolCalls: [{ name: "buy" }] }, { content: "again" }] }];
    const script = assistantScript({ routerScripts: { "router-fanout": [classify, classify] }, agents, userTurns: ["a", "b"] });
    expect(script.filter((reply) => !reply.toolCalls).map((reply) => reply.content)).toEqual(["bought", "again"]);
  });
});
