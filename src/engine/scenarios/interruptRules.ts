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
  title: { en: "Interrupt rules: a human approves a refund inside a subagent", zh: "中断规则：人在子智能体里审批退款" },
  summary: {
    en: "A coordinator hands refunds to a refund subagent (an agent wrapped as a tool) whose `approve_refund` tool pauses the whole run until a human approves, edits the amount or rejects. The checkpointer and pass thread_id knobs put seed 000's three rules to the test.",
    zh: "协调者把退款交给一个退款子智能体（包成工具的智能体），它的 `approve_refund` 工具会让整个运行暂停，直到有人批准、修改金额或拒绝。checkpointer 和“传 thread_id”两个旋钮把种子 000 的三条规则拿来实测。",
  },
  narrative: [
    {
      en: "It opens with the rules: only the coordinator has a checkpointer (`checkpointer` outer-only) and the outermost invoke carries a `thread_id`. The refund subagent's `approve_refund` tool calls `interrupt()`, and the whole run pauses before the coordinator's tools node (`getState().next` is tools): the card shows order 9821 and 40 EUR. Approve, Reject or change the amount; the choice resumes the real graph with `new Command({ resume })` on the same thread, the tool receives the (edited) amount, and turn two pauses again for order 9822. The decisions go into the share link.",
      zh: "开场就按规则来：只有协调者挂 checkpointer（`checkpointer` 为 outer-only），最外层 invoke 带着 `thread_id`。退款子智能体的 `approve_refund` 工具调用 `interrupt()`，整个运行停在协调者的 tools 节点之前（`getState().next` 为 tools）：卡片显示订单 9821、40 欧元。批准、拒绝或修改金额；你的选择通过 `new Command({ resume })` 在同一线程上恢复真实的图，工具收到（修改后的）金额，第二轮又为订单 9822 暂停一次。这些决定会写进分享链接。",
    },
    {
      en: "Flip `checkpointer` to subagent-own (each subagent compiled with its own `MemorySaver`). An early version of seed 000 said this makes interrupts fail silently; in JS it does not: the run pauses and resumes exactly as before. Nor does it give the subagent a memory: its model sees only its prompt and the task, then its own tool round, in both turns, because each call runs in a fresh checkpoint namespace (`tools:<task id>`).",
      zh: "把 `checkpointer` 切到 subagent-own（每个子智能体编译时各挂一个自己的 `MemorySaver`）。种子 000 的早期版本说这会让中断静默失效；JS 里并非如此：运行照样暂停、照样恢复。它也没有让子智能体记住什么：两轮里它的模型都只看到它的提示词和任务，再加它自己这一轮工具调用，因为每次调用都在一个新的 checkpoint 命名空间（`tools:<task id>`）里运行。",
    },
    {
      en: "Flip it to subagent-true (`checkpointer: true`): now the subagent keeps its own conversation across calls on the thread, and in turn two its model sees turn one's exchange as well, the refund included.",
      zh: "再切到 subagent-true（`checkpointer: true`）：子智能体在这个线程上跨调用保留自己的对话，第二轮它的模型还看到第一轮的往来，第一轮的退款也在其中。",
    },
    {
      en: "subagent-only: the interrupt still reaches the app (the pause bubbles out of the tool), but the coordinator has nothing to resume from: the resume stops with `Cannot use Command(resume=...) without checkpointer` and the refund never runs.",
      zh: "subagent-only：中断仍然传到了应用（暂停从工具里冒泡出来），但协调者没有可以恢复的 checkpoint：恢复时报 `Cannot use Command(resume=...) without checkpointer`，退款从未执行。",
    },
    {
      en: "none: nothing pauses. `interrupt()` throws `GraphValueError: No checkpointer set`, the subagent's ToolNode hands that to its model as the tool's result, and the run completes as if someone had approved: the approval was silently skipped, and the approval check fails. This is also what the browser did before the patch (README, \"Why the patches\").",
      zh: "none：什么都不会暂停。`interrupt()` 抛出 `GraphValueError: No checkpointer set`，子智能体的 ToolNode 把它当作工具结果交给模型，运行像有人批准过一样正常结束：审批被静默跳过，审批检查失败。打补丁之前，浏览器里也是这样（见 README 的 “Why the patches”）。",
    },
    {
      en: "Turn pass thread_id off: with a checkpointer on the coordinator or the subagent (outer-only, subagent-own, subagent-true) the runtime refuses to save the first checkpoint (`Failed to put checkpoint ... missing a required \"thread_id\"`) before anyone is asked. subagent-only and none behave as with a `thread_id`.",
      zh: "关掉“传 thread_id”：只要协调者或子智能体挂了 checkpointer（outer-only、subagent-own、subagent-true），运行时在问任何人之前就拒绝保存第一个 checkpoint（`Failed to put checkpoint ... missing a required \"thread_id\"`）。subagent-only 和 none 与带 `thread_id` 时一样。",
    },
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
