import { AIMessage, HumanMessage, SystemMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { MessageTable } from "./messageTable";

describe("MessageTable", () => {
  it("gives the same message, as the same or a new runtime object, one trace object and counts it once", () => {
    const table = new MessageTable();
    const question = new HumanMessage({ id: "q", content: "what is 2+2?" });
    const first = table.serialize(question);
    expect(table.serialize(question)).toBe(first);
    // A checkpoint restored into a new object: same id, same content.
    expect(table.serialize(new HumanMessage({ id: "q", content: "what is 2+2?" }))).toBe(first);
    expect(first).toEqual({ id: "m1", type: "human", content: "what is 2+2?" });
    expect(table.chars).toBe("what is 2+2?".length);
  });

  it("keeps a version a library rewrote for one call exactly as that call saw it, under the same id", () => {
    const table = new MessageTable();
    const reply = table.serialize(new AIMessage({ id: "a", name: "researcher", content: "found it" }));
    const prefixed = table.serialize(new AIMessage({ id: "a", name: "researcher", content: "<name>researcher</name><content>found it</content>" }));
    expect(prefixed).not.toBe(reply);
    expect(prefixed).toMatchObject({ id: reply.id, content: "<name>researcher</name><content>found it</content>" });
    expect(table.chars).toBe("found it".length + prefixed.content.length);
  });

  it("tells id-less messages apart by object, and re-reads one the runtime gave an id in place", () => {
    const table = new MessageTable();
    const prompt = new SystemMessage("be brief");
    const again = new SystemMessage("be brief");
    expect(table.serialize(prompt).id).toBe("m1");
    expect(table.serialize(again).id).toBe("m2");
    prompt.id = "given-later";
    expect(table.serialize(prompt).id).toBe("m3");
  });

  it("counts tool-call arguments with the content", () => {
    const table = new MessageTable();
    const call = table.serialize(new AIMessage({ id: "c", content: "", tool_calls: [{ id: "call_1", name: "search", args: { q: "x" } }] }));
    expect(call.toolCalls).toEqual([{ id: "call_1", name: "search", args: { q: "x" } }]);
    expect(table.chars).toBe(JSON.stringify(call.toolCalls).length);
  });
});
