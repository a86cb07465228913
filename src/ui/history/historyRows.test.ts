import { beforeAll, describe, expect, it } from "vitest";
import { researchCode } from "../../engine/scenarios/researchCode";
import { contextAt } from "../../engine/trace/metrics";
import { run } from "../../engine/trace/run";
import type { Trace, TraceMessage } from "../../engine/trace/types";
import { clipContent, historyRows, messageAgent, messageOwners, pairNumbers, rowKeys } from "./historyRows";
import { callInputSize, callLabel, newSinceLastCall, shownCall } from "./modelInput";

let full: Trace;
let last: Trace;
let handrolled: Trace;
beforeAll(async () => {
  [full, last, handrolled] = await Promise.all([
    run(researchCode, { topology: "supervisor", outputMode: "full_history", addHandoffMessages: true }),
    run(researchCode, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: true }),
    run(researchCode, { topology: "supervisor-handrolled" }),
  ]);
});

const finalStep = (trace: Trace) => trace.steps.length - 1;

describe("messageAgent", () => {
  it("names the user, an AI message's agent, and a tool result's calling agent", () => {
    const owners = { calls: new Map([["c1", "supervisor"]]), messages: new Map([["6", "supervisor"]]) };
    expect(messageAgent({ id: "1", type: "human", content: "q" }, owners)).toBe("user");
    expect(messageAgent({ id: "2", type: "ai", content: "", name: "coder" }, owners)).toBe("coder");
    expect(messageAgent({ id: "3", type: "tool", content: "", name: "transfer_to_coder", toolCallId: "c1" }, owners)).toBe("supervisor");
    expect(messageAgent({ id: "4", type: "tool", content: "", name: "search", toolCallId: "unknown" }, owners)).toBe("search");
    expect(messageAgent({ id: "5", type: "system", content: "be brief" }, owners)).toBe("system");
    expect(messageAgent({ id: "6", type: "ai", content: "done" }, owners)).toBe("supervisor");
  });

  it("labels every message of a hand-rolled supervisor by agent, though its own replies carry no name", () => {
    const agents = new Set(handrolled.modelCalls.map((c) => c.agent));
    const owners = messageOwners(handrolled);
    const rows = historyRows({ trace: handrolled, step: finalStep(handrolled), showDropped: false });
    const unnamed = rows.filter((r) => r.message.type === "ai" && !r.message.name);
    expect(unnamed.length).toBeGreaterThan(0);
    // The agent is the one whose model call the step that carried the reply made.
    for (const row of unnamed) {
      const step = handrolled.steps.find((s) => s.update.includes(row.message.id))!;
      expect(row.agent).toBe(handrolled.modelCalls.find((c) => c.seq === step.modelCalls[0])!.agent);
    }
    const inputs = handrolled.modelCalls.flatMap((c) => c.input);
    for (const message of [...rows.map((r) => r.message), ...inputs].filter((m) => m.type === "ai" || m.type === "tool")) {
      expect(agents).toContain(messageAgent(message, owners));
    }
  });

  it("attributes every tool result of a real run to the agent that called the tool", () => {
    const owners = messageOwners(full);
    const rows = historyRows({ trace: full, step: finalStep(full), showDropped: false });
    const tools = rows.filter((r) => r.message.type === "tool").map((r) => `${r.message.name}@${r.agent}`);
    expect(tools).toEqual([
      "transfer_to_researcher@supervisor",
      "search@researcher",
      "transfer_back_to_supervisor@researcher",
      "transfer_to_coder@supervisor",
      "write_code@coder",
      "transfer_back_to_supervisor@coder",
    ]);
    expect(owners.calls.size).toBeGreaterThanOrEqual(6);
  });
});

describe("pairNumbers", () => {
  it("gives a call and its result the same number, in order of first appearance", () => {
    const messages: TraceMessage[] = [
      { id: "a", type: "ai", content: "", toolCalls: [{ id: "x", name: "t", args: {} }, { id: "y", name: "u", args: {} }] },
      { id: "b", type: "tool", content: "", toolCallId: "y" },
      { id: "c", type: "tool", content: "", toolCallId: "x" },
      { id: "d", type: "tool", content: "", toolCallId: "orphan" },
    ];
    expect([...pairNumbers(messages)]).toEqual([["x", 1], ["y", 2], ["orphan", 3]]);
  });
});

describe("historyRows", () => {
  it("has one message row per shared message, as many as the messages metric", () => {
    for (const trace of [full, last]) {
      for (let step = 0; step < trace.steps.length; step++) {
        const rows = historyRows({ trace, step, showDropped: false });
        expect(rows.length).toBe(contextAt(trace, step).messages);
      }
    }
  });

  it("marks the rows the current step added", () => {
    const step = full.steps.findIndex((s) => s.node === "researcher" && s.namespace.length === 0);
    const rows = historyRows({ trace: full, step, showDropped: false });
    expect(rows.filter((r) => r.added).map((r) => r.message.id)).toEqual(full.steps[step].added);
    expect(rows.filter((r) => r.added).length).toBe(5);
  });

  it("with show-dropped, adds ghosts for what last_message drops without changing the message rows", () => {
    const rows = historyRows({ trace: last, step: finalStep(last), baselineTrace: full, showDropped: true });
    expect(rows.filter((r) => r.kind === "message")).toHaveLength(12);
    const ghosts = rows.filter((r) => r.kind === "ghost");
    expect(ghosts.map((r) => `${r.message.type}@${r.agent}`)).toEqual(["ai@researcher", "tool@researcher", "ai@coder", "tool@coder"]);
    expect(rows.some((r) => r.kind === "ghost" && r.added)).toBe(false);
  });

  it("mid-run shows only the ghosts before the current end", () => {
    // Right after the researcher returns: its search call and result are dropped; the coder's part has not happened.
    const step = last.steps.findIndex((s) => s.node === "researcher" && s.namespace.length === 0);
    const rows = historyRows({ trace: last, step, baselineTrace: full, showDropped: true });
    expect(rows.filter((r) => r.kind === "ghost").map((r) => r.message.name)).toEqual(["researcher", "search"]);
  });

  it("shows no ghosts when show-dropped is off or the run is the baseline itself", () => {
    expect(historyRows({ trace: last, step: finalStep(last), baselineTrace: full, showDropped: false }).some((r) => r.kind === "ghost")).toBe(false);
    expect(historyRows({ trace: full, step: finalStep(full), baselineTrace: full, showDropped: true }).some((r) => r.kind !== "message" || r.extra)).toBe(false);
  });
});

describe("shownCall", () => {
  it("shows the step's own call, then the latest one before the playhead, and a picked call over both", () => {
    const callStep = full.modelCalls[3].step;
    expect(shownCall(full, callStep)).toEqual({ call: full.modelCalls[3], reason: "atStep" });
    expect(shownCall(full, callStep + 1)).toEqual({ call: full.modelCalls[3], reason: "latest" });
    expect(shownCall(full, callStep, 0)).toEqual({ call: full.modelCalls[0], reason: "picked" });
    expect(shownCall(full, 0)).toBeUndefined();
  });

  it("labels and sizes a call from what it received", () => {
    const call = full.modelCalls[3];
    expect(callLabel(call)).toBe("supervisor #2");
    expect(callInputSize(call).messages).toBe(call.input.length);
    expect(callInputSize(call).chars).toBe(call.input.reduce((s, m) => s + m.content.length, 0));
    // The supervisor's second call sees more under full_history than under last_message.
    expect(callInputSize(full.modelCalls[3]).messages).toBeGreaterThan(callInputSize(last.modelCalls[3]).messages);
  });
});

describe("newSinceLastCall", () => {
  const callOf = (trace: Trace, agent: string, n: number) => trace.modelCalls.find((c) => c.agent === agent && c.callNumber === n)!;
  /** The shared messages just before a step ran. */
  const sharedBefore = (trace: Trace, step: number) => new Set(trace.steps[step - 1]?.state ?? []);

  it("marks nothing on an agent's first call", () => {
    for (const call of full.modelCalls.filter((c) => c.callNumber === 1)) {
      const news = newSinceLastCall(full, call);
      expect(news.previous).toBeUndefined();
      expect(news).toMatchObject({ fresh: call.input.map(() => false), count: 0, dropped: 0 });
    }
  });

  it("marks on the supervisor's 2nd call exactly what the shared history gained since its 1st", () => {
    for (const trace of [full, last]) {
      const first = callOf(trace, "supervisor", 1);
      const second = callOf(trace, "supervisor", 2);
      const before = sharedBefore(trace, first.step);
      const gained = [...sharedBefore(trace, second.step)].filter((id) => !before.has(id));
      const news = newSinceLastCall(trace, second);
      expect(news.previous).toBe(first);
      expect(second.input.filter((_, i) => news.fresh[i]).map((m) => m.id)).toEqual(gained);
      expect(news.count).toBe(gained.length);
      expect(news.count).toBeGreaterThan(0);
    }
    // full_history passes the researcher's own messages up; last_message only its last reply.
    expect(newSinceLastCall(full, callOf(full, "supervisor", 2)).count).toBeGreaterThan(newSinceLastCall(last, callOf(last, "supervisor", 2)).count);
  });

  it("does not mark a system prompt rebuilt with a new id between two calls", () => {
    const first = callOf(handrolled, "supervisor", 1);
    const second = callOf(handrolled, "supervisor", 2);
    const system = second.input.findIndex((m) => m.type === "system");
    expect(second.input[system].id).not.toBe(first.input.find((m) => m.type === "system")!.id);
    expect(newSinceLastCall(handrolled, second).fresh[system]).toBe(false);
  });
});

describe("clipContent", () => {
  it("leaves short content alone and cuts long or many-line content with an ellipsis", () => {
    expect(clipContent("short")).toEqual({ text: "short", clipped: false });
    const long = clipContent("x".repeat(500), 100);
    expect(long.clipped).toBe(true);
    expect(long.text).toBe(`${"x".repeat(100)}…`);
    expect(clipContent("1\n2\n3\n4", 280, 2)).toEqual({ text: "1\n2…", clipped: true });
  });
});

describe("rowKeys", () => {
  it("keys each row of last_message's history as it is keyed in full_history's, which inserts the workers' transcripts", () => {
    const keysOf = (trace: Trace) => rowKeys(historyRows({ trace, step: finalStep(trace), showDropped: false }));
    const short = keysOf(last);
    const long = keysOf(full);
    expect(long.length).toBeGreaterThan(short.length);
    expect(short.every((key) => long.includes(key))).toBe(true);
    expect(new Set(long).size).toBe(long.length);
  });

  it("tells a repeated message apart by its occurrence, and a ghost from a kept row", () => {
    const message = last.messages[Object.keys(last.messages)[0]];
    expect(rowKeys([{ kind: "message", message }, { kind: "message", message }, { kind: "ghost", message }])).toEqual([
      `message:${message.id}`,
      `message:${message.id}~1`,
      `ghost:${message.id}`,
    ]);
  });
});
