import { describe, expect, it } from "vitest";
import { jsonDispatch } from "../../engine/scenarios/jsonDispatch";
import { researchCode } from "../../engine/scenarios/researchCode";
import { router } from "../../engine/scenarios/router";
import type { Scenario } from "../../engine/scenarios/types";
import type { Knobs } from "../../engine/knobs";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import { activeAgentView, dispatchView, hasExtraState, routerView, stateAtStep } from "./topologyState";
import { twoTurns } from "../../engine/scenarios/twoTurns";

const play = (scenario: Scenario, overrides: Partial<Knobs> = {}) => run(scenario, { topology: scenario.topologies[0], ...scenario.knobs, ...overrides });
const lastOfTurn = (trace: Trace, turn: number) => trace.steps.filter((s) => s.turn === turn).at(-1)!.index;
const firstOfTurn = (trace: Trace, turn: number) => trace.turns[turn].startStep;

describe("topology state at the playhead", () => {
  it("is absent for a topology that records no extra state", async () => {
    const trace = await play(researchCode);
    expect(hasExtraState(trace)).toBe(false);
    expect(stateAtStep(trace, trace.steps.length - 1)).toBeUndefined();
  });

  it("keeps a key's value after the step that wrote it and starts empty at the next turn", async () => {
    const trace = await play(jsonDispatch);
    expect(hasExtraState(trace)).toBe(true);
    const firstDispatch = trace.steps.find((s) => s.turn === 1 && s.extra?.dispatch_history)!;
    const afterIt = trace.steps.find((s) => s.index > firstDispatch.index && !s.extra)!;
    expect(stateAtStep(trace, afterIt.index)?.values.dispatch_history).toEqual(firstDispatch.extra!.dispatch_history);
    expect(stateAtStep(trace, afterIt.index)?.changed).toEqual([]);
    expect(stateAtStep(trace, firstDispatch.index)?.changed).toContain("dispatch_history");
    // Turn two's input step: turn one's answer no longer counts.
    expect(stateAtStep(trace, firstOfTurn(trace, 1))).toBeUndefined();
  });

  it("reads the max_iter stop off the dispatch state, and not for an unknown specialist or a final answer", async () => {
    const stopped = await play(jsonDispatch);
    const atStop = dispatchView(stateAtStep(stopped, lastOfTurn(stopped, 1))!.values, stopped.knobs.maxIter)!;
    expect(atStop.history).toHaveLength(stopped.knobs.maxIter);
    expect(atStop.stoppedAtMaxIter).toBe(true);
    expect(atStop.finalAnswer).toContain(`max_iter=${stopped.knobs.maxIter}`);

    const unknown = dispatchView(stateAtStep(stopped, lastOfTurn(stopped, 0))!.values, stopped.knobs.maxIter)!;
    expect(unknown.history).toEqual([]);
    expect(unknown.stoppedAtMaxIter).toBe(false);
    expect(unknown.finalAnswer).toContain("dba");

    const free = await play(jsonDispatch, { maxIter: 10 });
    const answered = dispatchView(stateAtStep(free, lastOfTurn(free, 1))!.values, 10)!;
    expect(answered.stoppedAtMaxIter).toBe(false);
    expect(answered.history.length).toBeLessThan(10);
  });

  it("shows the router's proposal before the critic and the critic's unsure verdict with the guess first", async () => {
    const trace = await play(router);
    const routerStep = trace.steps.find((s) => s.turn === 1 && s.node === "router")!;
    const before = routerView(stateAtStep(trace, routerStep.index)!.values)!;
    expect(before.proposedAgent).toBe("incident-responder");
    expect(before.decision).toBeUndefined();
    const after = routerView(stateAtStep(trace, lastOfTurn(trace, 1))!.values)!;
    expect(after.decision?.agent).toBeNull();
    expect(after.decision?.alternatives[0]).toBe(before.proposedAgent);
  });

  it("marks the plan's kept prefix, the step it was cut at, and the steps dropped after it", async () => {
    const trace = await play(router);
    const view = routerView(stateAtStep(trace, lastOfTurn(trace, 3))!.values)!;
    const plan = view.plan!;
    expect(plan.cutAt).not.toBeNull();
    const rows = view.planRows!;
    expect(rows).toHaveLength(plan.proposed);
    expect(rows.filter((r) => r.status === "kept").map((r) => r.agent)).toEqual(plan.steps.map((s) => s.agent));
    expect(rows.findIndex((r) => r.status === "cut")).toBe(plan.cutAt);
    expect(rows.slice(plan.cutAt! + 1).every((r) => r.status === "dropped")).toBe(true);
  });
});

describe("the active agent in the state panel", () => {
  it("shows swarm's activeAgent on the second turn of two-turns, with the hand-over that set it in the first", async () => {
    const trace = await run(twoTurns, { topology: "swarm" });
    const secondTurn = trace.turns[1].startStep;
    const view = activeAgentView(trace, secondTurn)!;
    // The checkpointer kept the agent the first turn ended with: it is active before turn 2 runs anything.
    const endOfFirst = trace.steps.filter((s) => s.turn === 0 && s.activeAgent).at(-1)!.activeAgent;
    expect(view.active).toBe(endOfFirst);
    expect(view.log.map((h) => h.to)).toContain(endOfFirst);
    expect(view.log.every((h, i) => i === 0 || h.from === view.log[i - 1].to)).toBe(true);
  });

  it("has none for a supervisor, which keeps no active agent", async () => {
    const trace = await play(researchCode);
    expect(activeAgentView(trace, trace.steps.length - 1)).toBeUndefined();
  });
});
