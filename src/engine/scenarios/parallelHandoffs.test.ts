import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { contextAt, modelCallsByAgent, sharedMessagesAt, topLevelPath } from "../trace/metrics";
import { run } from "../trace/run";
import type { Trace, TraceMessage } from "../trace/types";
import { parallelHandoffs } from "./parallelHandoffs";

const play = (knobs: Partial<Knobs>) => run(parallelHandoffs, knobs);

/** The message carrying both transfer calls, and the ids of the calls no tool message answers. */
function danglingCalls(trace: Trace): { both: TraceMessage; unanswered: string[] } {
  const shared = sharedMessagesAt(trace);
  const both = shared.find((m) => (m.toolCalls?.length ?? 0) === 2)!;
  const answered = new Set(shared.filter((m) => m.type === "tool").map((m) => m.toolCallId));
  return { both, unanswered: both.toolCalls!.filter((c) => !answered.has(c.id)).map((c) => c.name) };
}

describe("parallel-handoffs on createSupervisor", () => {
  it("runs only the first of the two handoffs: flights runs, hotels never does", async () => {
    const trace = await play({ topology: "supervisor" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["supervisor", "flights", "supervisor"]);
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 2, flights: 1 });
  });

  it("keeps both calls on the supervisor's message but answers only transfer_to_flights", async () => {
    const trace = await play({ topology: "supervisor" });
    const { both, unanswered } = danglingCalls(trace);
    expect(both.toolCalls!.map((c) => c.name)).toEqual(["transfer_to_flights", "transfer_to_hotels"]);
    expect(unanswered).toEqual(["transfer_to_hotels"]);
  });

  it("shows the dangling call to flights' model and to the supervisor's next call", async () => {
    const trace = await play({ topology: "supervisor" });
    const sees = (agent: string, n: number) => trace.modelCalls.find((c) => c.agent === agent && c.callNumber === n)!.input.some((m) => m.toolCalls?.length === 2);
    expect(sees("flights", 1)).toBe(true);
    expect(sees("supervisor", 2)).toBe(true);
  });

  it("picks the same worker on every run: the first call in the message", async () => {
    const paths = await Promise.all([1, 2, 3].map(async () => topLevelPath(await play({ topology: "supervisor" }))));
    expect(new Set(paths.map((p) => p.join(">")))).toEqual(new Set(["supervisor>flights>supervisor"]));
  });
});

describe("parallel-handoffs on createSwarm", () => {
  it("goes to flights only, completes, and leaves transfer_to_hotels unanswered", async () => {
    const trace = await play({ topology: "swarm" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["concierge", "flights"]);
    expect(modelCallsByAgent(trace)).toEqual({ concierge: 1, flights: 1 });
    expect(danglingCalls(trace).unanswered).toEqual(["transfer_to_hotels"]);
  });
});

describe("parallel-handoffs with a strict provider", () => {
  it.each(["supervisor", "swarm"] as const)("on %s, rejects flights' first call over the unanswered transfer_to_hotels", async (topology) => {
    const trace = await play({ topology, providerStrictness: "strict" });
    expect(trace.outcome.status).toBe("error");
    const last = trace.steps.at(-1)!;
    expect(last.kind).toBe("error");
    expect(last.error!.name).toBe("ProviderRejectedError");
    expect(last.error!.message).toMatch(/^400 An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'\./);
    const hotelsCall = danglingCalls(trace).both.toolCalls!.find((c) => c.name === "transfer_to_hotels")!;
    expect(last.error!.message).toContain(hotelsCall.id);
    // The rejected call is flights' first, and hotels never ran.
    const rejected = trace.modelCalls.find((c) => last.modelCalls.includes(c.seq))!;
    expect([rejected.agent, rejected.callNumber]).toEqual(["flights", 1]);
    expect(trace.modelCalls.some((c) => c.agent === "hotels")).toBe(false);
  });
});

describe("parallel-handoffs on createSupervisor without handoff messages", () => {
  it("leaves the two-call message out of the history, so strict passes, and hotels still never runs", async () => {
    const trace = await play({ topology: "supervisor", addHandoffMessages: false, providerStrictness: "strict" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["supervisor", "flights", "supervisor"]);
    expect(sharedMessagesAt(trace).some((m) => (m.toolCalls?.length ?? 0) === 2)).toBe(false);
    expect(trace.modelCalls.some((c) => c.agent === "hotels")).toBe(false);
  });
});

describe("parallel-handoffs on supervisor-send (explicit Send fan-out / fan-in)", () => {
  it("runs both workers and lets the supervisor answer with both results in view", async () => {
    const trace = await play({ topology: "supervisor-send" });
    expect(trace.outcome.status).toBe("completed");
    expect(topLevelPath(trace)).toEqual(["supervisor", "flights", "hotels", "supervisor"]);
    expect(modelCallsByAgent(trace)).toEqual({ supervisor: 2, flights: 1, hotels: 1 });
    const lastCall = trace.modelCalls.filter((c) => c.agent === "supervisor")[1];
    expect(lastCall.input.filter((m) => m.type === "tool").map((m) => m.name)).toEqual(["transfer_to_flights", "transfer_to_hotels"]);
  });

  it("runs the two workers side by side: both inner agent steps come before either worker's result", async () => {
    const trace = await play({ topology: "supervisor-send" });
    const inner = (agent: string) => trace.steps.findIndex((s) => s.namespace[0] === agent);
    const result = (agent: string) => trace.steps.findIndex((s) => s.namespace.length === 0 && s.node === agent);
    expect(Math.max(inner("flights"), inner("hotels"))).toBeLessThan(Math.min(result("flights"), result("hotels")));
  });

  it("answers every call with a tool result, gives each worker only its task, and passes a strict provider", async () => {
    const trace = await play({ topology: "supervisor-send", providerStrictness: "strict" });
    expect(trace.outcome.status).toBe("completed");
    expect(danglingCalls(trace).unanswered).toEqual([]);
    const workerInput = trace.modelCalls.find((c) => c.agent === "hotels")!.input;
    expect(workerInput.filter((m) => m.type !== "system").map((m) => m.content)).toEqual(["订 6 月 3–5 日上海的酒店"]);
    expect(contextAt(trace).composition).toEqual({ human: 1, ai: 2, tool: 2, system: 0 });
  });
});
