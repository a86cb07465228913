import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { fileCharsAtEnd } from "../trace/agentFiles";
import { contextAt, modelCallsByAgent, topLevelPath } from "../trace/metrics";
import { run } from "../trace/run";
import { DEEP_AGENT_FILE_TOOLS, DEEP_TASK_TOOL } from "./deepAgentTools";

const scenario = (id: string) => findScenario(id)!;

describe("the deep-agent topology (deepagents' createDeepAgent)", () => {
  it("reaches each subagent through task, which hands back only the subagent's last answer", async () => {
    const trace = await run(scenario("research-code"), { topology: "deep-agent" });
    expect(trace.outcome.status).toBe("completed");
    expect(contextAt(trace).messages).toBe(8);
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 4, researcher: 2, coder: 2 });
    const taskResults = Object.values(trace.messages).filter((message) => message.type === "tool" && message.name === DEEP_TASK_TOOL);
    expect(taskResults.map((message) => message.content)).toEqual(["研究结论：Supervisor 负责路由，Worker 负责执行。", "代码骨架已给出：graph = createSupervisor({...})"]);
    // The subagents' inner steps are recorded under their own names (the stream only says "tools").
    expect(new Set(trace.steps.flatMap((step) => step.namespace))).toEqual(new Set(["researcher", "coder"]));
    expect(topLevelPath(trace).filter((node) => node === "model_request")).toHaveLength(4);
  });

  it("offers the main agent the file tools, task and write_todos, and each subagent the file tools beside its own", async () => {
    const trace = await run(scenario("research-code"), { topology: "deep-agent" });
    const first = (agent: string) => trace.modelCalls.find((call) => call.agent === agent)!;
    expect(first("supervisor").tools).toEqual([...DEEP_AGENT_FILE_TOOLS, DEEP_TASK_TOOL, "write_todos"]);
    expect(first("researcher").tools).toEqual(["search", ...DEEP_AGENT_FILE_TOOLS]);
  });

  it("starts a subagent from its prompt and the task alone", async () => {
    const trace = await run(scenario("deep-agent-files"), { topology: "deep-agent" });
    for (const agent of ["researcher", "writer"]) {
      const input = trace.modelCalls.find((call) => call.agent === agent)!.input;
      expect(input.map((message) => message.type)).toEqual(["system", "human"]);
    }
  });

  it("keeps the files out of the main model's input: one subagent writes them, the other reads them", async () => {
    const trace = await run(scenario("deep-agent-files"), { topology: "deep-agent" });
    expect(trace.outcome.status).toBe("completed");
    expect(modelCallsByAgent(trace)).toEqual({ main: 5, researcher: 3, writer: 3 });
    expect(contextAt(trace).messages).toBe(10);
    expect(fileCharsAtEnd(trace)).toBe(1563);
    const notes = "## Findings";
    const reads = (agent: string) => trace.modelCalls.filter((call) => call.agent === agent).some((call) => call.input.some((message) => message.content.includes(notes)));
    expect(reads("main")).toBe(false);
    expect(reads("researcher")).toBe(false);
    // The writer got the researcher's notes through read_file: the files are shared state.
    expect(reads("writer")).toBe(true);
    // The trace keeps the files without the wall-clock stamps deepagents writes.
    expect(JSON.stringify(trace.steps.map((step) => step.extra ?? {}))).not.toMatch(/created_at|modified_at/);
  });

  it("records the todo list as write_todos leaves it", async () => {
    const trace = await run(scenario("deep-agent-files"), { topology: "deep-agent" });
    const todos = trace.steps.flatMap((step) => (step.extra && "todos" in step.extra ? [step.extra.todos] : []));
    expect(todos).toHaveLength(2);
    expect((todos[1] as { status: string }[]).map((todo) => todo.status)).toEqual(["completed", "completed"]);
  });
});
