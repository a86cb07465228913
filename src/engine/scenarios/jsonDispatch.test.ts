import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { dispatchPrompt } from "../topologies/jsonProtocol";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { jsonDispatch } from "./jsonDispatch";

const play = (overrides: Partial<Knobs> = {}) => run(jsonDispatch, { topology: jsonDispatch.topologies[0], ...jsonDispatch.knobs, ...overrides });
const supervisorSteps = (trace: Trace, turn: number) => trace.steps.filter((s) => s.turn === turn && s.node === "supervisor" && s.namespace.length === 0);
const supervisorCalls = (trace: Trace) => trace.modelCalls.filter((c) => c.agent === "supervisor");

describe("json-dispatch scenario", () => {
  it("shows the model a prompt with the specialists sorted although the scenario declares them unsorted", async () => {
    const trace = await play();
    expect(jsonDispatch.agents.map((a) => a.name)).toEqual(["trace", "rca", "metrics"]);
    const [system] = supervisorCalls(trace)[0].input;
    expect(system.type).toBe("system");
    expect(system.content).toBe(dispatchPrompt(["metrics", "rca", "trace"]));
    expect(system.content).toContain('["metrics", "rca", "trace"]');
    // The fixed prompt is identical in every call; dispatch_history comes in a later message.
    expect(new Set(supervisorCalls(trace).map((c) => c.input[0].content)).size).toBe(1);
    expect(supervisorCalls(trace)[2].input.at(-1)).toMatchObject({ type: "human", content: 'dispatch_history: ["trace"]' });
  });

  it("ends turn one on an unknown specialist with an explanation and runs no specialist", async () => {
    const trace = await play();
    expect(trace.turns[0].path).toEqual(["supervisor"]);
    const [step] = supervisorSteps(trace, 0);
    expect(step.extra?.next).toBe("__END__");
    expect(String(step.extra?.final_answer)).toContain('specialist="dba"');
    expect(step.added.map((id) => trace.messages[id].content).at(-1)).toContain("不替它猜一个");
  });

  it("stops turn two at max_iter = 4 although the model's last answer asked for another specialist", async () => {
    const trace = await play();
    expect(trace.outcome.status).toBe("completed");
    expect(trace.turns[1].path).toEqual(["supervisor", "trace", "supervisor", "rca", "supervisor", "trace", "supervisor", "rca", "supervisor"]);
    const steps = supervisorSteps(trace, 1);
    expect(steps.at(-2)?.extra?.dispatch_history).toEqual(["trace", "rca", "trace", "rca"]);
    expect(steps.at(-1)?.extra?.final_answer).toContain("max_iter=4");
    // The last step asked no model: the gate fires before the call.
    expect(steps.at(-1)?.modelCalls).toEqual([]);
    const lastReply = trace.messages[steps.at(-2)!.added[0]];
    expect(JSON.parse(lastReply.content)).toEqual({ next: "rca" });
    // One call in turn one, four in turn two: two of the six dispatch answers are never asked for.
    expect(supervisorCalls(trace)).toHaveLength(5);
  });

  it("lets the model finish with its own final answer after six dispatches at max_iter = 10", async () => {
    const trace = await play({ maxIter: 10 });
    const steps = supervisorSteps(trace, 1);
    expect(steps.at(-2)?.extra?.dispatch_history).toEqual(["trace", "rca", "trace", "rca", "metrics", "trace"]);
    expect(String(steps.at(-1)?.extra?.final_answer)).toMatch(/^根因/);
    expect(supervisorCalls(trace)).toHaveLength(8);
  });

  it("keeps the supervisor's name on its turn-one reply after the checkpointer restores it in turn two", async () => {
    const trace = await play();
    const final = trace.steps.at(-1)!.state.map((id) => trace.messages[id]);
    const dba = final.find((m) => m.content.includes('"dba"'))!;
    expect(trace.turns).toHaveLength(2);
    expect(dba).toMatchObject({ type: "ai", name: "supervisor" });
  });

  it("lines every step up with a node of the drawn graph", async () => {
    const trace = await play();
    const ids = new Set(trace.graph.nodes.map((n) => n.id));
    for (const step of trace.steps.filter((s) => s.kind === "node")) expect(ids).toContain([...step.namespace, step.node].join(":"));
  });
});
