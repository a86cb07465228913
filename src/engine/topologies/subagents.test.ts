import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { contextAt, modelCallsByAgent, topLevelPath, usageByAgent } from "../trace/metrics";
import { cachedRun } from "../testing/cachedRun";
import type { Trace } from "../trace/types";
import { asSingleTaskScript } from "./subagentTools";

const run = cachedRun();

const finalState = (trace: Trace) => trace.steps.at(-1)!.state.map((id) => trace.messages[id]);

describe("subagents topology (createAgent, agents as tools)", () => {
  it("keeps 6 shared messages with one tool per agent returning the last message, and 3 router calls", async () => {
    const trace = await run(researchCode, { topology: "subagents", subagentTools: "per-agent", subagentReturns: "last_message" });
    expect(trace.outcome.status).toBe("completed");
    expect(contextAt(trace).messages).toBe(6);
    expect(contextAt(trace).composition).toEqual({ human: 1, ai: 3, tool: 2, system: 0 });
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 3, researcher: 2, coder: 2 });
    expect(trace.router).toBe("supervisor");
    expect(topLevelPath(trace)).toEqual(["model_request", "tools", "model_request", "tools", "model_request"]);
    const tools = finalState(trace).filter((m) => m.type === "tool");
    expect(tools.map((m) => m.name)).toEqual(["ask_researcher", "ask_coder"]);
    expect(tools[0].content).toBe("researcher 的结论：研究结论：Supervisor 负责路由，Worker 负责执行。");
  });

  it("gives each subagent only its task, never the coordinator's history", async () => {
    const trace = await run(researchCode, { topology: "subagents" });
    const first = trace.modelCalls.find((c) => c.agent === "researcher")!;
    expect(first.input.filter((m) => m.type === "human").map((m) => m.content)).toEqual(["调研 LangGraph supervisor"]);
  });

  it("returns the whole transcript with full_transcript: same 6 messages, more characters for the router", async () => {
    const last = await run(researchCode, { topology: "subagents", subagentReturns: "last_message" });
    const full = await run(researchCode, { topology: "subagents", subagentReturns: "full_transcript" });
    expect(contextAt(full).messages).toBe(6);
    expect(contextAt(full).chars).toBeGreaterThan(contextAt(last).chars);
    expect(usageByAgent(full).supervisor.inputChars).toBeGreaterThan(usageByAgent(last).supervisor.inputChars);
    const researcherResult = finalState(full).find((m) => m.name === "ask_researcher")!.content;
    expect(researcherResult).toContain("search(");
    expect(researcherResult).toContain("搜索「LangGraph supervisor」的结果");
  });

  it("uses a single task tool with { agent, task } when subagentTools is single-task", async () => {
    const trace = await run(researchCode, { topology: "subagents", subagentTools: "single-task" });
    expect(contextAt(trace).messages).toBe(6);
    const calls = finalState(trace).flatMap((m) => m.toolCalls ?? []);
    expect(calls.map((c) => [c.name, c.args])).toEqual([
      ["task", { agent: "researcher", task: "调研 LangGraph supervisor" }],
      ["task", { agent: "coder", task: "给出 createSupervisor 示例" }],
    ]);
    expect(finalState(trace).filter((m) => m.type === "tool").map((m) => m.content.split("：")[0])).toEqual(["researcher 的结论", "coder 的结论"]);
  });

  it("streams each subagent's inner steps under a namespace naming that agent", async () => {
    const trace = await run(researchCode, { topology: "subagents" });
    const inner = trace.steps.filter((s) => s.namespace.length > 0).map((s) => `${s.namespace.join("/")}>${s.node}`);
    expect(inner).toEqual([
      "researcher>model_request",
      "researcher>tools",
      "researcher>model_request",
      "coder>model_request",
      "coder>tools",
      "coder>model_request",
    ]);
    // The subagents' inner messages never reach the shared history.
    expect(trace.steps.filter((s) => s.namespace.length > 0).every((s) => s.added.length === 0)).toBe(true);
  });

  it("draws each subagent's inner nodes under a group node, with an edge from the tools node", async () => {
    const trace = await run(researchCode, { topology: "subagents" });
    const node = (id: string) => trace.graph.nodes.find((n) => n.id === id);
    expect(node("researcher")).toBeDefined();
    expect(node("researcher:model_request")?.parent).toBe("researcher");
    expect(node("coder:tools")?.parent).toBe("coder");
    expect(trace.graph.edges).toContainEqual({ source: "tools", target: "researcher:__start__", conditional: true, label: "ask_researcher" });
  });

  it("rewrites ask_<agent> router calls into task calls and leaves other calls alone", () => {
    const script = [{ toolCalls: [{ name: "ask_coder", args: { task: "t" } }, { name: "ask_nobody", args: {} }, { name: "other" }] }, { content: "done" }];
    expect(asSingleTaskScript(script, ["coder"])).toEqual([
      { toolCalls: [{ name: "task", args: { agent: "coder", task: "t" } }, { name: "ask_nobody", args: {} }, { name: "other" }] },
      { content: "done" },
    ]);
  });
});
