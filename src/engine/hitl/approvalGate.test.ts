import { HumanMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { Command, MemorySaver } from "@langchain/langgraph";
import { createAgent } from "langchain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CallRecorder } from "../model/callRecorder";
import { ScriptedChatModel } from "../model/scriptedChatModel";
import { approvalGate, rejectionText } from "./approvalGate";
import type { HumanDecision } from "./humanRequest";

const received: number[] = [];
const refund = tool(
  async ({ amount, order }: { amount: number; order: string }) => {
    received.push(amount);
    return `Refunded ${amount} on ${order}`;
  },
  { name: "issue_refund", description: "Refund.", schema: z.object({ amount: z.number(), order: z.string() }) },
);

async function decide(decision: HumanDecision) {
  const model = new ScriptedChatModel({
    agent: "agent",
    recorder: new CallRecorder(),
    script: [{ toolCalls: [{ name: "issue_refund", args: { amount: 40, order: "9821" } }] }, { content: "done" }],
  });
  const agent = createAgent({ model, tools: [approvalGate(refund, { editable: ["amount"] })], checkpointer: new MemorySaver() });
  const config = { configurable: { thread_id: "t" } };
  const paused = await agent.invoke({ messages: [new HumanMessage("refund")] }, config);
  const done = await agent.invoke(new Command({ resume: decision }), config);
  return { asked: paused.__interrupt__?.map((pending) => pending.value), tool: done.messages.find((m) => m.getType() === "tool")?.content };
}

describe("approvalGate", () => {
  it("pauses with the action, its arguments and the editable names before the tool runs", async () => {
    received.length = 0;
    const { asked, tool: result } = await decide({ type: "approve" });
    expect(asked).toEqual([{ action: "issue_refund", args: { amount: 40, order: "9821" }, editable: ["amount"] }]);
    expect(result).toBe("Refunded 40 on 9821");
    expect(received).toEqual([40]);
  });

  it("runs the tool with an edited amount but ignores edits to names that are not editable", async () => {
    received.length = 0;
    const { tool: result } = await decide({ type: "edit", args: { amount: 25, order: "0000" } });
    expect(result).toBe("Refunded 25 on 9821");
    expect(received).toEqual([25]);
  });

  it("never runs the tool after a reject and tells the agent so", async () => {
    received.length = 0;
    const { tool: result } = await decide({ type: "reject", reason: "duplicate" });
    expect(result).toBe(rejectionText("issue_refund", "duplicate"));
    expect(received).toEqual([]);
  });
});
