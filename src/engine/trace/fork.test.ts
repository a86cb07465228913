import { describe, expect, it } from "vitest";
import { makeKnobs } from "../knobs";
import { researchCode } from "../scenarios/researchCode";
import { interruptRules } from "../scenarios/interruptRules";
import { run } from "./run";
import type { Trace } from "./types";

const supervisor = makeKnobs({ topology: "supervisor" });
const stop = { content: "That is enough research; no code needed." };
const path = (trace: Trace) => trace.turns.flatMap((turn) => turn.path);

describe("fork (time travel from a step's checkpoint)", () => {
  it("keeps every step up to the fork and changes only what follows", async () => {
    const original = await run(researchCode, supervisor);
    const supervisorAgain = original.steps.findIndex((step, i) => i > 2 && step.node === "supervisor" && step.namespace.length === 0);
    const fork = await run(researchCode, supervisor, { fork: { step: supervisorAgain - 1, agent: "supervisor", reply: stop } });
    expect(fork.fork).toMatchObject({ agent: "supervisor", callNumber: 2, reply: stop });
    const at = fork.fork!.step;
    expect(fork.steps.slice(0, at + 1)).toEqual(original.steps.slice(0, at + 1));
    expect(path(original)).toEqual(["supervisor", "researcher", "supervisor", "coder", "supervisor"]);
    expect(path(fork)).toEqual(["supervisor", "researcher", "supervisor"]);
    expect(Object.values(fork.messages).some((message) => message.content === stop.content)).toBe(true);
    // The original's later messages are gone from the fork's record.
    expect(Object.values(fork.messages).some((message) => message.name === "coder")).toBe(false);
  });

  it("forks from inside an agent by going back to the last top-level checkpoint before it", async () => {
    const original = await run(researchCode, supervisor);
    const inner = original.steps.findIndex((step) => step.namespace[0] === "researcher");
    const fork = await run(researchCode, supervisor, { fork: { step: inner + 1, agent: "researcher", reply: { content: "Nothing found." } } });
    expect(original.steps[fork.fork!.step].namespace).toEqual([]);
    expect(fork.fork!.step).toBeLessThan(inner);
    // The researcher's first reply (its search call) is replaced: it answers at once.
    expect(fork.modelCalls.filter((call) => call.agent === "researcher")).toHaveLength(1);
  });

  it("keeps the decisions made before the fork and answers later interrupts with the rest", async () => {
    const knobs = makeKnobs({ topology: "subagents", ...interruptRules.knobs });
    const decisions = [{ type: "approve" as const }, { type: "approve" as const }];
    const original = await run(interruptRules, knobs, { decisions });
    const secondTurn = original.turns[1].startStep;
    const fork = await run(interruptRules, knobs, { decisions, fork: { step: secondTurn, agent: "coordinator", reply: { content: "No second refund." } } });
    expect(fork.outcome.status).toBe("completed");
    expect(fork.steps.filter((step) => step.kind === "interrupt")).toHaveLength(1);
    expect(fork.steps.at(-1)?.node).toBe("model_request");
  });
});
