import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { MemorySaver } from "@langchain/langgraph";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findScenario } from "../scenarios";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import { messageCachingSerde } from "./messageCachingSerde";
import { run } from "./run";

const plain = new MemorySaver().serde;
const caching = messageCachingSerde();

async function bytes(serde: typeof plain, value: unknown): Promise<string> {
  const [type, data] = await serde.dumpsTyped(value);
  return `${type}:${new TextDecoder().decode(data)}`;
}

/** Serializes `value` with `serde` and with LangGraph's own, both at once (each writes before its first await), and expects the same bytes. */
async function expectSameBytes(value: unknown, serde = caching): Promise<void> {
  const [cached, own] = await Promise.all([bytes(serde, value), bytes(plain, value)]);
  expect(cached).toBe(own);
}

describe("the checkpoint serializer that remembers each message's toJSON()", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes what LangGraph's own serializer writes, also after a library changes a message it already wrote", async () => {
    const question = new HumanMessage({ content: "帮我调研", id: "user-1" });
    const reply = new AIMessage({ content: "", tool_calls: [{ name: "transfer_to_researcher", args: {}, id: "call-1", type: "tool_call" }] });
    const checkpoint = { v: 4, channel_values: { messages: [question, reply], extra: new Set(["a"]), missing: undefined }, channel_versions: { messages: 2 } };
    await expectSameBytes(checkpoint);
    // LangGraph's messages reducer gives an id to a message written without one.
    reply.id = "reply-1";
    reply.lc_kwargs.id = reply.id;
    await expectSameBytes(checkpoint);
    // langchain's human-in-the-loop middleware replaces the calls of an AI message in the state.
    reply.tool_calls = [{ name: "transfer_to_coder", args: { task: "示例" }, id: "call-2", type: "tool_call" }];
    await expectSameBytes(checkpoint);
    expect(await bytes(caching, checkpoint)).toContain("transfer_to_coder");
  });

  it("writes every checkpoint and write of real runs as LangGraph's own serializer does: a two-turn swarm, and subagents with a checkpointer each", async () => {
    const put = MemorySaver.prototype.put;
    const putWrites = MemorySaver.prototype.putWrites;
    const compared: Promise<void>[] = [];
    // Whether each checkpoint went through this serializer (an object of its own), not LangGraph's class.
    const ours = new Set<boolean>();
    vi.spyOn(MemorySaver.prototype, "put").mockImplementation(function (this: MemorySaver, ...args: Parameters<MemorySaver["put"]>) {
      ours.add(this.serde.constructor === Object);
      compared.push(expectSameBytes(args[1], this.serde));
      return put.apply(this, args);
    });
    vi.spyOn(MemorySaver.prototype, "putWrites").mockImplementation(function (this: MemorySaver, ...args: Parameters<MemorySaver["putWrites"]>) {
      for (const [, value] of args[1]) compared.push(expectSameBytes(value, this.serde));
      return putWrites.apply(this, args);
    });
    const twoTurns = findScenario("two-turns")!;
    const swarm = await run(twoTurns, scenarioKnobs(twoTurns, { topology: "swarm" }));
    const researchCode = findScenario("research-code")!;
    const subagents = await run(researchCode, scenarioKnobs(researchCode, { topology: "subagents", checkpointer: "subagent-own" }));
    await Promise.all(compared);
    expect([swarm.outcome.status, subagents.outcome.status]).toEqual(["completed", "completed"]);
    expect(compared.length).toBeGreaterThan(20);
    expect([...ours]).toEqual([true]);
  });
});
