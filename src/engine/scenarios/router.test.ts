import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { router } from "./router";

const play = (overrides: Partial<Knobs> = {}) => run(router, { topology: router.topologies[0], ...router.knobs, ...overrides });
const criticRecord = (trace: Trace, turn: number) => trace.steps.find((s) => s.turn === turn && s.node === "critic")?.extra;

describe("router scenario", () => {
  it("runs only router and critic for each request: no agent executes", async () => {
    const trace = await play();
    expect(trace.outcome.status).toBe("completed");
    expect(trace.turns.map((t) => t.path)).toEqual(Array(4).fill(["router", "critic"]));
    expect(trace.graph.nodes.map((n) => n.id).sort()).toEqual(["__end__", "__start__", "critic", "router"]);
    expect(new Set(trace.modelCalls.map((c) => c.agent))).toEqual(new Set(["router"]));
  });

  it("shows the router model only the prompt and the current request", async () => {
    const trace = await play();
    for (const [turn, call] of trace.modelCalls.entries()) {
      expect(call.input.map((m) => m.type)).toEqual(["system", "human"]);
      expect(call.input[1].content).toBe(router.userTurns[turn]);
    }
  });

  it("gives the critic's three verdicts: pass, unsure below the threshold with the guess first, unsure for an unknown agent", async () => {
    const trace = await play();
    expect(criticRecord(trace, 0)?.decision).toMatchObject({ agent: "risk-reviewer", confidence: 0.86 });
    expect(criticRecord(trace, 1)?.decision).toMatchObject({ agent: null, confidence: 0.35, alternatives: ["incident-responder", "code-reviewer"] });
    expect(criticRecord(trace, 2)?.decision).toMatchObject({ agent: null, confidence: 0, alternatives: ["doc-writer"] });
    const critic = trace.steps.find((s) => s.turn === 0 && s.node === "critic")!;
    expect(trace.messages[critic.added[0]].content).toContain("建议交给 risk-reviewer");
    expect(critic.modelCalls).toEqual([]);
  });

  it("passes the low-confidence guess once the threshold is lowered to 0.3", async () => {
    const trace = await play({ confidenceThreshold: 0.3 });
    expect(criticRecord(trace, 1)?.decision).toMatchObject({ agent: "incident-responder" });
  });

  it("cuts the four-step plan at the unknown deployer and keeps the two valid steps before it", async () => {
    const trace = await play();
    const plan = criticRecord(trace, 3)?.plan as { steps: { agent: string }[]; cutAt: number; proposed: number };
    expect(plan.proposed).toBe(4);
    expect(plan.cutAt).toBe(2);
    expect(plan.steps.map((s) => s.agent)).toEqual(["code-reviewer", "risk-reviewer"]);
  });
});
