import { AIMessage, HumanMessage, SystemMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import type { Scenario } from "../scenarios/types";
import { run } from "../trace/run";
import { CallRecorder } from "./callRecorder";
import { ScriptExhaustedError, ScriptedChatModel } from "./scriptedChatModel";

function model(script: ScriptedChatModel["script"], agent = "a", recorder = new CallRecorder()) {
  return new ScriptedChatModel({ agent, script, recorder });
}

describe("ScriptedChatModel", () => {
  it("returns the n-th scripted reply on the n-th call", async () => {
    const m = model([{ content: "first" }, { toolCalls: [{ name: "search", args: { q: "x" } }] }, { content: "third" }]);
    const replies = [await m.invoke("1"), await m.invoke("2"), await m.invoke("3")] as AIMessage[];
    expect(replies.map((r) => r.content)).toEqual(["first", "", "third"]);
    expect(replies[1].tool_calls).toEqual([{ id: "call_a_2_1", name: "search", args: { q: "x" }, type: "tool_call" }]);
  });

  it("gives every reply a fresh object with a unique id, even for identical script entries", async () => {
    const m = model([{ content: "same" }, { content: "same" }]);
    const first = (await m.invoke("hi")) as AIMessage;
    const second = (await m.invoke("hi")) as AIMessage;
    expect(first).not.toBe(second);
    expect(first.id).toBeTruthy();
    expect(first.id).not.toBe(second.id);
  });

  it("does not share tool-call args objects with the script", async () => {
    const script = [{ toolCalls: [{ name: "t", args: { n: 1 } }] }];
    const reply = (await model(script).invoke("x")) as AIMessage;
    reply.tool_calls![0].args.n = 2;
    expect(script[0].toolCalls[0].args.n).toBe(1);
  });

  it("records agent, call number and exactly the messages each call received", async () => {
    const recorder = new CallRecorder();
    const a = model([{ content: "a1" }, { content: "a2" }], "alice", recorder);
    const b = model([{ content: "b1" }], "bob", recorder);
    const input = [new SystemMessage("sys"), new HumanMessage("question")];
    await a.invoke(input);
    await b.invoke([new HumanMessage("other")]);
    await a.invoke([new HumanMessage("again")]);
    expect(recorder.calls.map((c) => [c.seq, c.agent, c.callNumber])).toEqual([
      [0, "alice", 1],
      [1, "bob", 1],
      [2, "alice", 2],
    ]);
    expect(recorder.calls[0].input.map((m) => [m.getType(), m.content])).toEqual([
      ["system", "sys"],
      ["human", "question"],
    ]);
  });

  it("keeps the recorded input even if the caller's array changes later", async () => {
    const recorder = new CallRecorder();
    const input = [new HumanMessage("one")];
    await model([{ content: "ok" }], "a", recorder).invoke(input);
    input.push(new HumanMessage("two"));
    expect(recorder.calls[0].input).toHaveLength(1);
  });

  it("throws an explained ScriptExhaustedError when the script runs out", async () => {
    const m = model([{ content: "only" }], "coder");
    await m.invoke("1");
    await expect(m.invoke("2")).rejects.toThrow(ScriptExhaustedError);
    await expect(model([], "coder").invoke("1")).rejects.toThrow(/agent "coder" was called a 1st time, but its script has only 0 replies/);
  });

  it("keeps the script and the call count across bindTools, and records the tools each call was offered", async () => {
    const recorder = new CallRecorder();
    const m = model([{ content: "first" }, { content: "second" }], "a", recorder);
    const search = tool(async () => "", { name: "search", schema: z.object({}) });
    const bound = m.bindTools([search, { type: "function", function: { name: "write_code", parameters: {} } }]);
    expect(((await m.invoke("1")) as AIMessage).content).toBe("first");
    expect(((await bound.invoke("2")) as AIMessage).content).toBe("second");
    expect(recorder.calls.map((c) => c.tools)).toEqual([[], ["search", "write_code"]]);
  });

  it("records in the trace the tools each agent's model was offered", async () => {
    const trace = await run(researchCode, { topology: "supervisor" });
    const offered = (agent: string) => trace.modelCalls.find((c) => c.agent === agent)!.tools;
    expect(offered("supervisor")).toEqual(["transfer_to_researcher", "transfer_to_coder"]);
    expect(offered("researcher")).toEqual(["search"]);
    expect(offered("coder")).toEqual(["write_code"]);
  });

  it("turns an exhausted script into the trace's last step, with its explanation", async () => {
    const short: Scenario = { ...researchCode, routerScripts: { supervisor: researchCode.routerScripts.supervisor!.slice(0, 1) } };
    const trace = await run(short, { topology: "supervisor" });
    const last = trace.steps.at(-1)!;
    expect(last.kind).toBe("error");
    expect(last.error?.name).toBe("ScriptExhaustedError");
    expect(last.error?.message).toMatch(/agent "supervisor" was called a 2nd time, but its script has only 1 reply/);
    expect(trace.outcome).toEqual({ status: "error", error: last.error });
    // The failing call is still recorded, with what the model saw when it ran out.
    expect(trace.modelCalls.at(-1)).toMatchObject({ agent: "supervisor", callNumber: 2, step: last.index });
  });
});

describe("ScriptedChatModel whenOffered", () => {
  it("gives the alternative reply only when the named tool is bound", async () => {
    const script = [{ content: "dispatch", whenOffered: { tool: "refund_execute", reply: { content: "shortcut" } } }];
    const plain = new ScriptedChatModel({ agent: "a", script, recorder: new CallRecorder() });
    const holding = new ScriptedChatModel({ agent: "b", script, recorder: new CallRecorder() }).bindTools([tool(async () => "", { name: "refund_execute", description: "", schema: z.object({}) })]);
    expect((await plain.invoke([new HumanMessage("go")])).content).toBe("dispatch");
    expect(((await holding.invoke([new HumanMessage("go")])) as AIMessage).content).toBe("shortcut");
  });
});
