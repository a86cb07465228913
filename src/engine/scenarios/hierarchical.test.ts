import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { usageByAgent } from "../trace/metrics";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { hierarchical } from "./hierarchical";

const play = (overrides: Partial<Knobs> = {}) => run(hierarchical, { topology: hierarchical.topologies[0], ...hierarchical.knobs, ...overrides });
const inputSizes = (trace: Trace, agent: string) => trace.modelCalls.filter((c) => c.agent === agent).map((c) => c.input.length);
const totals = (trace: Trace) => {
  const usage = Object.values(usageByAgent(trace));
  return { calls: usage.reduce((n, u) => n + u.calls, 0), inputMessages: usage.reduce((n, u) => n + u.inputMessages, 0) };
};

describe("hierarchical scenario", () => {
  it("runs director → order_team → director → refund_team → director with team steps namespaced under the team", async () => {
    const trace = await play();
    expect(trace.outcome.status).toBe("completed");
    expect(trace.turns[0].path).toEqual(["director", "order_team", "director", "refund_team", "director"]);
    const inner = trace.steps.filter((s) => s.namespace[0] === "order_team" && s.namespace.length === 1).map((s) => s.node);
    expect(inner).toEqual(["order_lead", "order_lookup", "order_lead", "policy", "order_lead"]);
  });

  it("lines every step up with a node of the xray graph, three levels deep", async () => {
    for (const topology of hierarchical.topologies) {
      const trace = await play({ topology });
      const ids = new Set(trace.graph.nodes.map((n) => n.id));
      for (const step of trace.steps.filter((s) => s.kind === "node")) expect(ids).toContain([...step.namespace, step.node].join(":"));
    }
    const trace = await play();
    expect(trace.graph.nodes.map((n) => n.id)).toContain("order_team:order_lookup:tools");
  });

  it("hands each level the whole history above it: 2, 4 and 6 messages at the first call of each level", async () => {
    const trace = await play();
    expect(inputSizes(trace, "director")[0]).toBe(2);
    expect(inputSizes(trace, "order_lead")[0]).toBe(4);
    expect(inputSizes(trace, "order_lookup")[0]).toBe(6);
    const deepest = trace.modelCalls.find((c) => c.agent === "order_lookup")!;
    expect(deepest.input.map((m) => m.type)).toEqual(["system", "human", "ai", "tool", "ai", "tool"]);
  });

  it("shows the director 2, 7 and 12 messages and bills 14 calls reading 133 messages", async () => {
    const trace = await play();
    expect(inputSizes(trace, "director")).toEqual([2, 7, 12]);
    expect(totals(trace)).toEqual({ calls: 14, inputMessages: 133 });
    const usage = usageByAgent(trace);
    expect(usage.order_lead.calls + usage.refund_lead.calls).toBe(5);
  });

  it("costs 4 more calls and 35 more input messages than one flat supervisor, whose own input is larger", async () => {
    const flat = await play({ topology: "supervisor" });
    expect(flat.turns[0].path).toEqual(["director", "order_lookup", "director", "policy", "director", "refund", "director"]);
    expect(totals(flat)).toEqual({ calls: 10, inputMessages: 98 });
    expect(usageByAgent(flat).director).toMatchObject({ calls: 4, inputMessages: 38 });
    expect(inputSizes(flat, "director").at(-1)).toBe(17);
  });

  it("sends whole team transcripts up under full_history: 33 messages at the director's last call, 236 over the run", async () => {
    const trace = await play({ outputMode: "full_history" });
    expect(inputSizes(trace, "director").at(-1)).toBe(33);
    expect(totals(trace).inputMessages).toBe(236);
  });
});
