import { beforeAll, describe, expect, it } from "vitest";
import { findScenario } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import type { Knobs } from "../../engine/knobs";
import { calledAgents, jumpTargets, nextCall, nextEvidence, nextHandoff, nextInterrupt, nextTurn } from "./jumps";

const runOf = (id: string, knobs: Partial<Knobs> = {}) => run(findScenario(id)!, scenarioKnobs(findScenario(id)!, knobs));
/** Every step a jump lands on, following it from the start until nothing lies ahead. */
function walk(next: (from: number) => number | undefined): number[] {
  const landed: number[] = [];
  for (let at = next(-1); at !== undefined; at = next(at)) landed.push(at);
  return landed;
}

let supervisor: Trace;
let swarm: Trace;
let twoTurns: Trace;
let interrupts: Trace;
let unanswered: Trace;

beforeAll(async () => {
  [supervisor, swarm, twoTurns, interrupts, unanswered] = await Promise.all([
    runOf("research-code"),
    runOf("research-code", { topology: "swarm" }),
    runOf("two-turns"),
    runOf("interrupt-rules"),
    runOf("parallel-handoffs"),
  ]);
});

describe("the player's jumps", () => {
  it("land on each supervisor step that hands off or hands back, in order, and nowhere else", () => {
    const landed = walk((from) => nextHandoff(supervisor, from));
    // A step hands off when the last AI message of its update asks for a transfer (an update may repeat older ones).
    const lastAi = (ids: string[]) => ids.map((id) => supervisor.messages[id]).filter((m) => m?.type === "ai").at(-1);
    const transfers = supervisor.steps.filter((step) => lastAi(step.update)?.toolCalls?.some((call) => /^transfer_/.test(call.name)));
    expect(landed).toEqual(transfers.map((step) => step.index));
    expect(landed.length).toBeGreaterThanOrEqual(4);
  });

  it("land on a swarm's handoff where the active agent changes", () => {
    const landed = walk((from) => nextHandoff(swarm, from));
    const changes = swarm.steps.filter((step) => step.index > 0 && step.activeAgent !== swarm.steps[step.index - 1].activeAgent && swarm.steps[step.index - 1].activeAgent);
    for (const change of changes) expect(landed).toContain(change.index);
  });

  it("go to each later turn's first step, and past the last turn nowhere", () => {
    expect(twoTurns.turns.length).toBe(2);
    expect(walk((from) => nextTurn(twoTurns, from))).toEqual(twoTurns.turns.map((turn) => turn.startStep));
    expect(nextTurn(twoTurns, twoTurns.turns[1].startStep)).toBeUndefined();
  });

  it("go to each pause for a human", () => {
    const pauses = interrupts.steps.filter((step) => step.kind === "interrupt").map((step) => step.index);
    expect(pauses.length).toBeGreaterThan(0);
    expect(walk((from) => nextInterrupt(interrupts, from))).toEqual(pauses);
    expect(nextInterrupt(supervisor, -1)).toBeUndefined();
  });

  it("go to each step that called the chosen agent's model, one per step", () => {
    expect(calledAgents(supervisor)).toEqual(["supervisor", "researcher", "coder"]);
    const coderSteps = [...new Set(supervisor.modelCalls.filter((call) => call.agent === "coder").map((call) => call.step))];
    expect(walk((from) => nextCall(supervisor, from, "coder"))).toEqual(coderSteps);
  });

  it("go to a failing check's evidence, and nowhere on a run where every check holds", () => {
    const evidence = unanswered.checks.filter((check) => check.status === "fail").flatMap((check) => check.evidence);
    expect(evidence.length).toBeGreaterThan(0);
    expect(nextEvidence(unanswered, -1)).toBe(Math.min(...evidence));
    expect(nextEvidence(supervisor, -1)).toBeUndefined();
  });

  it("offer nothing from the last step", () => {
    const last = supervisor.steps.length - 1;
    expect(jumpTargets(supervisor, last, "supervisor")).toEqual({ handoff: undefined, turn: undefined, interrupt: undefined, call: undefined, evidence: undefined });
  });
});
