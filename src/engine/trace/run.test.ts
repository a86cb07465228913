import { describe, expect, it } from "vitest";
import type { TopologyId } from "../knobs";
import { researchCode } from "../scenarios/researchCode";
import type { Scenario } from "../scenarios/types";
import { run } from "./run";
import type { Trace } from "./types";

const TOPOLOGIES: TopologyId[] = ["supervisor", "supervisor-handrolled", "subagents", "swarm"];

/** research-code split over two user turns on one thread: research first, code second. */
const twoTurns: Scenario = {
  ...researchCode,
  id: "research-code-two-turns",
  userTurns: ["先调研 LangGraph supervisor", "再给出示例"],
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_researcher" }] }, { content: "调研完成。" }, { toolCalls: [{ name: "transfer_to_coder" }] }, { content: "示例完成。" }],
  },
};

function expectConsistent(trace: Trace): void {
  const final = trace.steps.at(-1)!.state;
  const added: string[] = [];
  for (const step of trace.steps) {
    expect(step.index).toBe(trace.steps.indexOf(step));
    for (const id of [...step.state, ...step.update, ...step.added]) expect(trace.messages[id]).toBeDefined();
    for (const id of step.added) expect(step.state).toContain(id);
    if (step.namespace.length > 0) expect(step.added).toEqual([]);
    // Shared history only grows here: every state is a prefix of the final one.
    expect(final.slice(0, step.state.length)).toEqual(step.state);
    added.push(...step.added);
  }
  expect(added).toEqual(final);
  for (const call of trace.modelCalls) expect(trace.steps[call.step].modelCalls).toContain(call.seq);
}

describe("run(scenario, knobs)", () => {
  it.each(TOPOLOGIES)("records %s steps whose added messages rebuild the shared state", async (topology) => {
    const trace = await run(researchCode, { topology });
    expect(trace.outcome.status).toBe("completed");
    expect(trace.steps[0]).toMatchObject({ kind: "input", node: "__start__", namespace: [] });
    expect(trace.steps[0].added).toEqual(trace.steps[0].state);
    expectConsistent(trace);
  });

  it("tells inner agent steps from top-level steps by namespace", async () => {
    const trace = await run(researchCode, { topology: "supervisor", outputMode: "full_history" });
    const top = trace.steps.filter((s) => s.kind === "node" && s.namespace.length === 0).map((s) => s.node);
    expect(top).toEqual(["supervisor", "researcher", "supervisor", "coder", "supervisor"]);
    expect(trace.turns[0].path).toEqual(top);
    const inner = trace.steps.filter((s) => s.namespace.length > 0);
    expect(new Set(inner.map((s) => s.namespace.join(":")))).toEqual(new Set(["supervisor", "researcher", "coder"]));
  });

  it("records exactly what each model saw: the router's second call sees the researcher's work", async () => {
    const trace = await run(researchCode, { topology: "supervisor", outputMode: "full_history" });
    const second = trace.modelCalls.find((c) => c.agent === "supervisor" && c.callNumber === 2)!;
    expect(second.input.some((m) => m.type === "tool" && m.name === "search")).toBe(true);
    const lastMode = await run(researchCode, { topology: "supervisor", outputMode: "last_message" });
    const trimmed = lastMode.modelCalls.find((c) => c.agent === "supervisor" && c.callNumber === 2)!;
    expect(trimmed.input.some((m) => m.type === "tool" && m.name === "search")).toBe(false);
  });

  it("plays several user turns on one thread, each with its own path", async () => {
    const trace = await run(twoTurns, { topology: "supervisor" });
    expect(trace.outcome.status).toBe("completed");
    expect(trace.turns.map((t) => [t.input, t.path])).toEqual([
      ["先调研 LangGraph supervisor", ["supervisor", "researcher", "supervisor"]],
      ["再给出示例", ["supervisor", "coder", "supervisor"]],
    ]);
    const secondStart = trace.steps[trace.turns[1].startStep];
    expect(secondStart).toMatchObject({ kind: "input", turn: 1 });
    // The checkpointer keeps turn one: the second input only adds the new question.
    expect(secondStart.added.map((id) => trace.messages[id].content)).toEqual(["再给出示例"]);
    expect(secondStart.state.length).toBe(trace.steps[trace.turns[1].startStep - 1].state.length + 1);
    expectConsistent(trace);
  });

  it("ends with the runtime's GraphRecursionError as the last step when the recursion limit is hit", async () => {
    const trace = await run(researchCode, { topology: "supervisor", recursionLimit: 3 });
    const last = trace.steps.at(-1)!;
    expect(last.kind).toBe("error");
    expect(last.error?.name).toBe("GraphRecursionError");
    expect(last.error?.message).toMatch(/Recursion limit of 3 reached/);
    expect(trace.steps.filter((s) => s.kind === "error")).toHaveLength(1);
    expect(last.state).toEqual(trace.steps.at(-2)!.state);
  });

  it.each(TOPOLOGIES)("gives the same JSON when %s runs twice", async (topology) => {
    const [a, b] = [await run(researchCode, { topology }), await run(researchCode, { topology })];
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});
