import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { CallRecorder } from "./callRecorder";
import { findToolPairingFaults, ProviderRejectedError } from "./providerStrictness";
import { ScriptedChatModel } from "./scriptedChatModel";

const twoCalls = new AIMessage({
  content: "",
  tool_calls: [
    { id: "c1", name: "transfer_to_a", args: {}, type: "tool_call" },
    { id: "c2", name: "transfer_to_b", args: {}, type: "tool_call" },
  ],
});

describe("findToolPairingFaults", () => {
  it("accepts a history where every tool call is answered right after its AI message", () => {
    const answered = [new HumanMessage("hi"), twoCalls, new ToolMessage({ content: "a", tool_call_id: "c1" }), new ToolMessage({ content: "b", tool_call_id: "c2" }), new AIMessage("done")];
    expect(findToolPairingFaults(answered)).toEqual({ missing: [], orphans: [] });
  });

  it("reports a tool call whose result never comes", () => {
    const dangling = [new HumanMessage("hi"), twoCalls, new ToolMessage({ content: "a", tool_call_id: "c1" }), new AIMessage("next")];
    expect(findToolPairingFaults(dangling)).toEqual({ missing: ["c2"], orphans: [] });
  });

  it("reports a tool call whose result comes only after another message", () => {
    const late = [twoCalls, new ToolMessage({ content: "a", tool_call_id: "c1" }), new AIMessage("between"), new ToolMessage({ content: "b", tool_call_id: "c2" })];
    expect(findToolPairingFaults(late)).toEqual({ missing: ["c2"], orphans: ["c2"] });
  });

  it("reports a tool result that answers no call", () => {
    expect(findToolPairingFaults([new HumanMessage("hi"), new ToolMessage({ content: "x", tool_call_id: "zz" })])).toEqual({ missing: [], orphans: ["zz"] });
  });
});

describe("ScriptedChatModel strictness", () => {
  const dangling = [new HumanMessage("hi"), twoCalls, new ToolMessage({ content: "a", tool_call_id: "c1" })];

  it("answers a dangling tool call when lenient (the default)", async () => {
    const model = new ScriptedChatModel({ agent: "w", script: [{ content: "ok" }], recorder: new CallRecorder() });
    expect(((await model.invoke(dangling)) as AIMessage).content).toBe("ok");
  });

  it("rejects it when strict, with OpenAI's wording, after recording the call it refused", async () => {
    const recorder = new CallRecorder();
    const model = new ScriptedChatModel({ agent: "w", script: [{ content: "ok" }], recorder, strictness: "strict" });
    const error = await model.invoke(dangling).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect((error as Error).message).toContain(
      "400 An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: c2",
    );
    expect(recorder.calls).toHaveLength(1);
    expect(recorder.calls[0].input).toHaveLength(3);
  });

  it("answers a valid history when strict", async () => {
    const model = new ScriptedChatModel({ agent: "w", script: [{ content: "ok" }], recorder: new CallRecorder(), strictness: "strict" });
    const valid = [...dangling, new ToolMessage({ content: "b", tool_call_id: "c2" })];
    expect(((await model.invoke(valid)) as AIMessage).content).toBe("ok");
  });
});
