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
  narrative: [
    "It opens with the rules: only the coordinator has a checkpointer (checkpointer outer-only) and the outermost invoke carries a thread_id. The refund subagent's approve_refund tool calls interrupt(), and the whole run pauses before the coordinator's tools node (getState().next is [\"tools\"]): the card shows order 9821 and 40 EUR. Approve, Reject or change the amount; the choice resumes the real graph with new Command({ resume }) on the same thread, the tool receives the (edited) amount, and turn two pauses again for order 9822. The decisions go into the share link.",
    "Flip checkpointer to subagent-own (each subagent compiled with its own MemorySaver). An early version of seed 000 said this makes interrupts fail silently; in JS it does not: the run pauses and resumes exactly as before. Nor does it give the subagent a memory: its model sees 2 and then 4 messages in both turns, because each call runs in a fresh checkpoint namespace (tools:<task id>).",
    "Flip it to subagent-true (checkpointer: true): now the subagent keeps its own conversation across calls on the thread, and in turn two its model sees 6 and then 8 messages, turn one's refund included.",
    "subagent-only: the interrupt still reaches the app (the pause bubbles out of the tool), but the coordinator has nothing to resume from: the resume stops with \"Cannot use Command(resume=...) without checkpointer\" and the refund never runs.",
    "none: nothing pauses. interrupt() throws \"GraphValueError: No checkpointer set\", the subagent's ToolNode hands that to its model as the tool's result, and the run completes as if someone had approved: the approval was silently skipped, and the approval check fails. This is also what the browser did before the patch (README, \"Why the patches\").",
    "Turn pass thread_id off: with any checkpointer on the coordinator or the subagent (outer-only, subagent-own, subagent-true) the runtime refuses to save the first checkpoint (\"Failed to put checkpoint ... missing a required thread_id\") before anyone is asked. subagent-only and none behave as with a thread_id.",
  ],
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
