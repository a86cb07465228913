import { describe, expect, it } from "vitest";
import { makeKnobs } from "../../engine/knobs";
import { interruptRules } from "../../engine/scenarios/interruptRules";
import { run } from "../../engine/trace/run";
import { nextReply } from "./forkView";
import { replyFields, replyJson, replyOfFields, replyOfJson } from "./replyFields";

describe("a fork's reply as fields", () => {
  it("gives back the reply it was made from: a real run's tool call with a string and a number argument", async () => {
    const trace = await run(interruptRules, makeKnobs({ topology: "subagents", ...interruptRules.knobs }), { decisions: [{ type: "approve" }, { type: "approve" }] });
    const reply = nextReply(trace, 0, "refund");
    expect(reply.toolCalls?.[0].args).toEqual({ order_id: "9821", amount: 40 });
    const fields = replyFields(reply);
    expect(fields.calls[0].args).toEqual([
      { key: "order_id", text: "9821", asText: true },
      { key: "amount", text: "40", asText: false },
    ]);
    expect(replyOfFields(fields)).toEqual({ reply });
  });

  it("keeps a string a string even when it reads as a number, and reads other fields as JSON where they parse", () => {
    const fields = { content: "", calls: [{ name: "t", args: [{ key: "id", text: "12", asText: true }, { key: "n", text: "12", asText: false }, { key: "word", text: "twelve", asText: false }] }] };
    expect(replyOfFields(fields).reply.toolCalls?.[0].args).toEqual({ id: "12", n: 12, word: "twelve" });
  });

  it("names what stops a reply: a call without a name, an argument without one or named twice", () => {
    const call = (name: string, keys: string[]) => ({ content: "x", calls: [{ name, args: keys.map((key) => ({ key, text: "1", asText: false })) }] });
    expect(replyOfFields(call(" ", [])).problem).toBe("callName");
    expect(replyOfFields(call("t", [""])).problem).toBe("argKey");
    expect(replyOfFields(call("t", ["__proto__"])).problem).toBe("argKey");
    expect(replyOfFields(call("t", ["a", "a "])).problem).toBe("argTwice");
    expect(replyOfFields(call("t", ["a"])).problem).toBeUndefined();
  });

  it("reads the raw JSON tab as a link reads a fork, and refuses what is not a reply", () => {
    const reply = { content: "hi", toolCalls: [{ name: "t", args: { a: 1 } }] };
    expect(replyOfJson(replyJson(reply))).toEqual(reply);
    expect(replyOfJson("{ not json")).toBeUndefined();
    expect(replyOfJson('{"toolCalls":[{"args":{}}]}')).toBeUndefined();
    expect(replyOfJson('{"content":"x","toolCalls":[{"name":"t","args":{"__proto__":{}}}]}')).toBeUndefined();
  });
});
