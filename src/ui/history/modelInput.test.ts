import { beforeAll, describe, expect, it } from "vitest";
import { messageSignature } from "../../engine/trace/diff";
import { researchCode } from "../../engine/scenarios/researchCode";
import { scaleScenario } from "../../engine/scenarios/scale";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { run } from "../../engine/trace/run";
import type { Trace, TraceMessage, TraceModelCall } from "../../engine/trace/types";
import { messageOwners } from "./historyRows";
import { diffCalls, inputAgent, newSinceLastCall } from "./modelInput";

const scale = scaleScenario({ workers: 2, toolCalls: 2, turns: 2 });
let traces: Trace[];
let subagents: Trace;
let handrolled: Trace;
beforeAll(async () => {
  [subagents, handrolled, ...traces] = await Promise.all([
    run(scale, scenarioKnobs(scale, { topology: "subagents" })),
    run(researchCode, { topology: "supervisor-handrolled" }),
    run(scale, scenarioKnobs(scale, { topology: "supervisor", outputMode: "last_message" })),
    run(researchCode, { topology: "supervisor", outputMode: "full_history" }),
    run(researchCode, { topology: "swarm" }),
  ]);
  traces.push(subagents, handrolled);
}, 60_000);

/** Signatures as a multiset: signature -> how many times. */
function multiset(messages: readonly TraceMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(messageSignature(m), (counts.get(messageSignature(m)) ?? 0) + 1);
  return counts;
}

/** Every pair of calls of the same agent in a run, earlier first. */
function pairsOfCalls(trace: Trace): [TraceModelCall, TraceModelCall][] {
  return trace.modelCalls.flatMap((a) => trace.modelCalls.filter((b) => b.agent === a.agent && b.seq > a.seq).map((b) => [a, b] as [TraceModelCall, TraceModelCall]));
}

describe("the diff of two calls of the same agent", () => {
  it("keeps the later call's input in order, and what it gained and lost adds up to the earlier call's input", () => {
    for (const trace of traces) {
      for (const [earlier, later] of pairsOfCalls(trace)) {
        const diff = diffCalls(later, earlier);
        const inputs = diff.rows.flatMap((r) => (r.kind === "input" ? [r.message] : []));
        const dropped = diff.rows.flatMap((r) => (r.kind === "dropped" ? [r.message] : []));
        expect(inputs).toEqual(later.input);
        expect(diff.count).toBe(diff.fresh.filter(Boolean).length);
        expect(dropped).toHaveLength(diff.dropped);
        // later - fresh + dropped = earlier, as multisets of what a model reads.
        const kept = later.input.filter((_, i) => !diff.fresh[i]);
        expect(multiset([...kept, ...dropped])).toEqual(multiset(earlier.input));
        // Dropped messages keep the earlier call's order.
        const order = dropped.map((m) => earlier.input.indexOf(m));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
    }
  });

  it("shows a subagent's second task dropping everything of its first but the system prompt", () => {
    const calls = subagents.modelCalls.filter((c) => c.agent === "worker_01");
    const secondTask = calls.findIndex((c, i) => i > 0 && c.input.length < calls[i - 1].input.length);
    expect(secondTask).toBeGreaterThan(0);
    const [before, after] = [calls[secondTask - 1], calls[secondTask]];
    const diff = newSinceLastCall(subagents, after);
    expect(diff.previous).toBe(before);
    expect(diff.dropped).toBe(before.input.length - 1);
    const freshHumans = after.input.filter((m, i) => diff.fresh[i] && m.type === "human");
    expect(freshHumans.map((m) => m.content)).toEqual(after.input.filter((m) => m.type === "human").map((m) => m.content));
    expect(diff.rows.filter((r) => r.kind === "dropped").map((r) => r.message)).toEqual(before.input.filter((m) => m.type !== "system"));
  });

  it("against no earlier call marks nothing and drops nothing", () => {
    const [call] = subagents.modelCalls;
    const diff = diffCalls(call);
    expect(diff.previous).toBeUndefined();
    expect(diff).toMatchObject({ count: 0, dropped: 0 });
    expect(diff.rows.every((r) => r.kind === "input" && !r.fresh)).toBe(true);
  });
});

describe("inputAgent", () => {
  it("labels a system prompt in a model's input with the agent whose call received it, and every other message as the history does", () => {
    const owners = messageOwners(handrolled);
    for (const call of handrolled.modelCalls) {
      for (const message of call.input) {
        const agent = inputAgent(message, call, owners);
        if (message.type === "system") expect(agent).toBe(call.agent);
        else expect(agent).not.toBe(message.type);
      }
    }
  });
});
