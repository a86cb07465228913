import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { contextAt } from "../trace/metrics";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import type { Scenario } from "./types";
import { twoTurns, twoTurnsHandBack } from "./twoTurns";

const play = (scenario: Scenario, knobs: Partial<Knobs>) => run(scenario, { topology: scenario.topologies[0], ...knobs });
const paths = (trace: Trace) => trace.turns.map((turn) => turn.path);
/** Model calls made during one turn, as "agent#n". */
const callsIn = (trace: Trace, turn: number) => trace.modelCalls.filter((c) => trace.steps[c.step].turn === turn).map((c) => `${c.agent}#${c.callNumber}`);
/** Tools (not handoffs) that ran in one turn: the results of the agents' inner tools steps. */
const toolsIn = (trace: Trace, turn: number) =>
  trace.steps
    .filter((s) => s.turn === turn && s.namespace.length > 0 && s.node === "tools")
    .flatMap((s) => s.update.map((id) => trace.messages[id]))
    .filter((m) => m.type === "tool" && !m.name?.startsWith("transfer_"))
    .map((m) => m.name);

describe("two-turns on the swarm", () => {
  it("marks each turn with its own input step and path, on one thread", async () => {
    const trace = await play(twoTurns, {});
    expect(trace.turns.map((t) => t.input)).toEqual(twoTurns.userTurns);
    expect(trace.turns.map((t) => trace.steps[t.startStep].kind)).toEqual(["input", "input"]);
    // Turn two's input step already holds turn one's messages: the checkpointer kept them.
    expect(trace.steps[trace.turns[1].startStep].state.length).toBeGreaterThan(1);
  });

  it("hands turn one to finance, then sends the weather question straight to finance, the remembered active agent", async () => {
    const trace = await play(twoTurns, {});
    expect(trace.outcome.status).toBe("completed");
    expect(paths(trace)).toEqual([["assistant", "finance"], ["finance"]]);
    expect(trace.steps[trace.turns[1].startStep].activeAgent).toBe("finance");
    expect(callsIn(trace, 1)).toEqual(["finance#3"]);
    expect(trace.messages[trace.steps.at(-1)!.state.at(-1)!].content).toContain("天气不归我管");
    expect(toolsIn(trace, 1)).toEqual([]);
  });

  it("starts turn two at assistant when resetActiveAgent is on, and assistant answers with the weather tool", async () => {
    const trace = await play(twoTurns, { resetActiveAgent: true });
    expect(trace.outcome.status).toBe("completed");
    expect(paths(trace)).toEqual([["assistant", "finance"], ["assistant"]]);
    expect(trace.steps[trace.turns[1].startStep].activeAgent).toBe("assistant");
    expect(toolsIn(trace, 1)).toEqual(["weather"]);
    expect(callsIn(trace, 1)).toEqual(["assistant#2", "assistant#3"]);
  });
});

describe("two-turns on the supervisor", () => {
  it("routes each turn afresh: the weather goes to assistant, two supervisor calls per turn", async () => {
    const trace = await play(twoTurns, { topology: "supervisor" });
    expect(trace.outcome.status).toBe("completed");
    expect(paths(trace)).toEqual([
      ["supervisor", "finance", "supervisor"],
      ["supervisor", "assistant", "supervisor"],
    ]);
    expect(callsIn(trace, 0).filter((c) => c.startsWith("supervisor"))).toHaveLength(2);
    expect(callsIn(trace, 1).filter((c) => c.startsWith("supervisor"))).toHaveLength(2);
    expect(toolsIn(trace, 1)).toEqual(["weather"]);
  });

  it("shows the supervisor turn one's messages when it routes turn two", async () => {
    const trace = await play(twoTurns, { topology: "supervisor" });
    const firstOfTurnTwo = trace.modelCalls.find((c) => c.agent === "supervisor" && c.callNumber === 3)!;
    const humans = firstOfTurnTwo.input.filter((m) => m.type === "human").map((m) => m.content);
    expect(humans).toEqual(twoTurns.userTurns);
  });
});

describe("two-turns-hand-back", () => {
  it("still starts turn two at finance on the swarm, which hands the question to assistant", async () => {
    const trace = await play(twoTurnsHandBack, {});
    expect(trace.outcome.status).toBe("completed");
    expect(paths(trace)).toEqual([["assistant", "finance"], ["finance", "assistant"]]);
    expect(trace.steps[trace.turns[1].startStep].activeAgent).toBe("finance");
    expect(toolsIn(trace, 1)).toEqual(["weather"]);
  });

  it("costs one more model call in turn two and two more shared messages than the reset knob", async () => {
    const handBack = await play(twoTurnsHandBack, {});
    const reset = await play(twoTurns, { resetActiveAgent: true });
    expect(callsIn(handBack, 1).length - callsIn(reset, 1).length).toBe(1);
    expect(contextAt(handBack).messages - contextAt(reset).messages).toBe(2);
  });

  it("makes no difference on the supervisor: finance is not asked in turn two", async () => {
    const handBack = await play(twoTurnsHandBack, { topology: "supervisor" });
    const plain = await play(twoTurns, { topology: "supervisor" });
    expect(paths(handBack)).toEqual(paths(plain));
    expect(callsIn(handBack, 1).some((c) => c.startsWith("finance"))).toBe(false);
  });
});
