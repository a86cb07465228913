import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { productionNotes } from "./productionNotes";

const play = (overrides: Partial<Knobs> = {}) => run(productionNotes, { topology: productionNotes.topologies[0], ...productionNotes.knobs, ...overrides });
const supervisorInputs = (trace: Trace) => trace.modelCalls.filter((c) => c.agent === "supervisor").map((c) => c.input);
const finalState = (trace: Trace) => trace.steps.at(-1)!.state;

describe("production-notes scenario", () => {
  it("shows the untrimmed supervisor 2, 9, 16, 21, 23 and 30 messages, turn two still carrying turn one", async () => {
    const trace = await play();
    expect(trace.outcome.status).toBe("completed");
    expect(trace.turns.map((t) => t.path)).toEqual([
      ["supervisor", "researcher", "supervisor", "coder", "supervisor", "reviewer", "supervisor"],
      ["supervisor", "coder", "supervisor"],
    ]);
    const inputs = supervisorInputs(trace);
    expect(inputs.map((i) => i.length)).toEqual([2, 9, 16, 21, 23, 30]);
    expect(inputs.flat()).toHaveLength(101);
    expect(inputs[4].map((m) => m.content)).toContain(productionNotes.userTurns[0]);
    expect(finalState(trace)).toHaveLength(30);
  });

  it("trims the supervisor's input to at most 5 messages at last-4 while the shared history stays at 30", async () => {
    const trace = await play({ preModelTrim: "last-4" });
    const inputs = supervisorInputs(trace);
    expect(inputs.map((i) => i.length)).toEqual([2, 5, 5, 5, 5, 5]);
    expect(inputs.flat()).toHaveLength(27);
    expect(finalState(trace)).toHaveLength(30);
    const hooks = trace.steps.filter((s) => s.node === "pre_model_hook");
    expect(hooks).toHaveLength(6);
    expect(hooks.every((s) => s.namespace.join("/") === "supervisor")).toBe(true);
    expect(trace.graph.nodes.map((n) => n.id)).toContain("supervisor:pre_model_hook");
    // After the researcher: the request, then its answer and the transfer-back pair; the orphaned search result is gone.
    expect(inputs[1].map((m) => m.type)).toEqual(["system", "human", "ai", "ai", "tool"]);
    expect(inputs[1][2].content).toMatch(/^研究结论/);
  });

  it("hides every worker's answer from the supervisor at last-2", async () => {
    const trace = await play({ preModelTrim: "last-2" });
    const answers = productionNotes.agents.flatMap((a) => a.script.map((r) => r.content).filter(Boolean));
    for (const input of supervisorInputs(trace)) {
      for (const message of input) expect(answers).not.toContain(message.content);
    }
    expect(supervisorInputs(trace)[1].map((m) => m.content).slice(-2)).toEqual(["Transferring back to supervisor", "Successfully transferred back to supervisor"]);
  });

  it("wraps AI messages in name tags for the model only under includeAgentName inline", async () => {
    const trace = await play({ includeAgentName: "inline" });
    const second = supervisorInputs(trace)[1];
    expect(second.filter((m) => m.type === "ai").every((m) => m.content.startsWith("<name>"))).toBe(true);
    expect(second.map((m) => m.content)).toContain("<name>researcher</name><content>Transferring back to supervisor</content>");
    expect(second.map((m) => m.content)).toContain("<name>supervisor</name><content></content>");
    const shared = finalState(trace).map((id) => trace.messages[id].content);
    expect(shared.some((c) => c.startsWith("<name>"))).toBe(false);
  });

  it("needs one more than turn one's 7 top-level steps: recursionLimit 7 fails, 8 completes", async () => {
    const failing = await play({ recursionLimit: 7 });
    expect(failing.outcome.status === "error" && failing.outcome.error.name).toBe("GraphRecursionError");
    expect(failing.turns[0].path).toHaveLength(7);
    expect((await play({ recursionLimit: 8 })).outcome.status).toBe("completed");
  });
});
