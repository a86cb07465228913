import type { Scenario, ScriptedReply } from "./types";

const askRefund = (task: string): ScriptedReply => ({ toolCalls: [{ name: "ask_refund", args: { task } }] });
const approveRefund = (order_id: string, amount: number): ScriptedReply => ({ toolCalls: [{ name: "approve_refund", args: { order_id, amount } }] });

/**
 * Seed 000 §五's three rules for interrupts in the subagents pattern, run instead of quoted: the
 * coordinator's `ask_refund` tool runs a refund subagent whose `approve_refund` tool asks a human
 * (the engine's approval gate, amount editable). Two turns, so each refund is its own approval and
 * the second turn shows what the subagent remembers under each checkpointer setting.
 */
export const interruptRules: Scenario = {
  id: "interrupt-rules",
  title: "Interrupt rules: a human approves a refund inside a subagent",
  summary:
    "A coordinator hands refunds to a refund subagent (an agent wrapped as a tool) whose approve_refund tool pauses the whole run until a human approves, edits the amount or rejects. The checkpointer and passThreadId knobs put seed 000's three rules to the test.",
  userTurns: ["订单 9821 的包裹丢了，请退款 40 欧元。", "订单 9822 也少发了一件，再退 15 欧元。"],
  router: { name: "coordinator", prompt: "你是调度者：退款交给 refund，完成后自己收尾。" },
  agents: [
    {
      name: "refund",
      description: "退款交给它：它会先请人审批",
      prompt: "你是退款专员：每笔退款都用 approve_refund 办理，它会先请人审批。",
      tools: ["approve_refund"],
      script: [
        approveRefund("9821", 40),
        { content: "已把 approve_refund 的结果报给调度者。" },
        approveRefund("9822", 15),
        { content: "已把 approve_refund 的结果报给调度者。" },
      ],
    },
  ],
  tools: [
    {
      name: "approve_refund",
      description: "为订单退款（须经人工审批）",
      result: "已为订单 {order_id} 退款 {amount} 欧元。",
      approval: { editable: ["amount"] },
    },
  ],
  routerScripts: {
    subagents: [
      askRefund("订单 9821 包裹丢失，退款 40 欧元"),
      { content: "9821 的退款由 refund 处理完毕，结果见上。" },
      askRefund("订单 9822 少发一件，退款 15 欧元"),
      { content: "9822 的退款由 refund 处理完毕，结果见上。" },
    ],
  },
  topologies: ["subagents"],
  knobs: { subagentReturns: "full_transcript" },
};
