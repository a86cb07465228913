import type { Scenario, ScriptedReply } from "./types";

const ORDER = "订单 9821：已付款，物流停滞 5 天，未发货。";
const POLICY = "政策：付款后 72 小时未发货可全额退款。";
const REFUND = "退款单 R-9821 已准备好，金额 299 元，等待人工确认后执行。";
const FINAL = "您的订单 9821 物流停滞 5 天，符合退款政策；退款单 R-9821（299 元）已准备好，人工确认后执行。";

const transfer = (to: string): ScriptedReply => ({ toolCalls: [{ name: `transfer_to_${to}` }] });

/**
 * Seed 003's refund walkthrough played by a two-level hierarchy: a service director over an order
 * team (order lookup, policy) and a refund team (refund). The same workers also play under one flat
 * supervisor, so the extra layer's cost is one knob flip away.
 */
export const hierarchical: Scenario = {
  id: "hierarchical",
  title: { en: "Hierarchical: a supervisor of team supervisors", zh: "分层：管理团队 supervisor 的 supervisor" },
  summary:
    { en: "A director supervises two team leads (createSupervisor of compiled createSupervisor teams); each lead supervises its own workers. Read what each level's model saw, then flip the topology to a flat supervisor over the same three workers and compare the bill.", zh: "一个总监管理两个团队负责人（`createSupervisor` 套在编译好的 `createSupervisor` 团队之上）；每个负责人管理自己的 worker。读一读每一层的模型看到了什么，再把拓扑切换为管理同样三个 worker 的扁平 supervisor，比较一下账单。" },
  narrative: [
    { when: { topology: "hierarchical" }, text: { en: "The diagram is the real nesting: the director's graph holds two team nodes, order_team and refund_team, and each team node holds its lead and its workers. Steps inside a team carry the team in their namespace (order_team › order_lead, order_team › order_lookup, …).", zh: "图就是真实的嵌套：总监的图里有两个团队节点 order_team 和 refund_team，每个团队节点里有它的负责人和 worker。团队内部的步骤在命名空间里带着团队名（order_team › order_lead、order_team › order_lookup、…）。" } },
    { when: { topology: "hierarchical" }, text: { en: "Open the model calls level by level (counts include each agent's own system prompt). Every level gets the whole shared history handed down: the director's first call saw {callInput.director.1} messages (its prompt and the request), order_lead's first call {callInput.order_lead.1} (its prompt, the request, the director's transfer pair) and order_lookup's first call {callInput.order_lookup.1} (its prompt, the request and both levels' transfer pairs). A worker deep in the tree reads every layer's handoff messages above it.", zh: "逐层打开模型调用（计数包含每个智能体自己的系统提示词）。每一层都拿到向下传的整个共享历史：总监的第一次调用看到 {callInput.director.1} 条消息（它的提示词和请求），order_lead 的第一次调用看到 {callInput.order_lead.1} 条（它的提示词、请求、总监的 transfer 消息对），order_lookup 的第一次调用看到 {callInput.order_lookup.1} 条（它的提示词、请求和两层的 transfer 消息对）。树深处的 worker 会读到它上面每一层的 handoff 消息。" } },
    { when: { topology: "hierarchical", outputMode: "last_message" }, text: { en: "Going back up, each team returns only its lead's last message plus a transfer-back pair (outputMode last_message), so the director's calls saw {inputs.director} messages, {input.director} in all. The whole run made {calls} model calls (director {calls.director}, order_lead {calls.order_lead}, refund_lead {calls.refund_lead}, the workers the rest) that read {input} input messages.", zh: "往回走时，每个团队只返回负责人的最后一条消息和一对 transfer-back 消息（`outputMode` last_message），所以总监的各次调用分别看到 {inputs.director} 条消息，共 {input.director} 条。整个运行做了 {calls} 次模型调用（总监 {calls.director} 次、order_lead {calls.order_lead} 次、refund_lead {calls.refund_lead} 次，其余是 worker），读了 {input} 条输入消息。" } },
    { when: { topology: "hierarchical" }, text: { en: "Flip topology to supervisor: the same three workers under one flat supervisor take {calls@flat} model calls reading {input@flat} messages. The flat supervisor alone reads more than the director ({calls.director@flat} calls, {input.director@flat} messages, against {input.director}): the team layer keeps the top's context small, but the whole run pays for it, {calls} calls and {input} input messages here, because each lead is one more model re-reading the history at every step of its team. That is the cost of a layer; seed 003 advises adding one only when the organisation really has two levels, and never starting with three.", zh: "把拓扑切换为 supervisor：同样三个 worker 放在一个扁平 supervisor 下，要 {calls@flat} 次模型调用、读 {input@flat} 条消息。单是扁平 supervisor 读的就比总监多（{calls.director@flat} 次调用、{input.director@flat} 条消息，对比 {input.director} 条）：团队这一层让顶层的上下文保持很小，但整个运行为此付出代价，这里是 {calls} 次调用和 {input} 条输入消息，因为每个负责人都是又一个在团队每一步重读历史的模型。这就是多一层的代价；种子 003 建议只有组织真的有两级时才加一层，且永远不要一开始就用三层。" } },
    { when: { topology: "hierarchical" }, text: { en: "Flip outputMode to full_history to see the other cost: each team sends its whole transcript up, the director's last call sees {callInput.director.3@full} messages instead of {callInput.director.3@teams}, and the run reads {input@full} input messages instead of {input@teams}. Only the outermost graph is compiled with a checkpointer (the teams are compiled without one), as seed 000 says the official docs require for nested graphs.", zh: "把 `outputMode` 切到 full_history 看另一种代价：每个团队把完整记录往上送，总监最后一次调用看到 {callInput.director.3@full} 条消息而不是 {callInput.director.3@teams} 条，整个运行读 {input@full} 条输入消息而不是 {input@teams} 条。只有最外层的图带 checkpointer 编译（团队编译时不带），正如种子 000 所说，官方文档对嵌套图就是这样要求的。" } },
    { when: { topology: "supervisor" }, text: { en: "The flat supervisor dispatches the three workers itself: {calls} model calls reading {input} input messages, {input.director} of them the supervisor's own. Flip topology back to hierarchical: the director reads {input.director@teams}, the whole run {input@teams}.", zh: "扁平 supervisor 亲自派发三个 worker：{calls} 次模型调用，读 {input} 条输入消息，其中 {input.director} 条是 supervisor 自己读的。把拓扑切回 hierarchical：总监读 {input.director@teams} 条，整个运行读 {input@teams} 条。" } },
  ],
  userTurns: ["我这单 9821 一直没发货，要退款。"],
  router: { name: "director", prompt: "你是客服主管：先查订单和政策，再准备退款，最后给用户一句话答复。" },
  teams: [
    {
      name: "order_team",
      description: "查订单和退款政策",
      lead: { name: "order_lead", prompt: "你是订单组组长：先查订单，再查政策，最后汇总一句。" },
      members: ["order_lookup", "policy"],
    },
    {
      name: "refund_team",
      description: "准备退款单",
      lead: { name: "refund_lead", prompt: "你是退款组组长：让 refund 准备退款单，汇总一句。" },
      members: ["refund"],
    },
  ],
  agents: [
    {
      name: "order_lookup",
      description: "查订单状态和物流",
      prompt: "你查订单：用 query_order。",
      tools: ["query_order"],
      script: [{ toolCalls: [{ name: "query_order", args: { order_id: "9821" } }] }, { content: ORDER }],
    },
    {
      name: "policy",
      description: "查退款政策",
      prompt: "你查政策：用 read_policy。",
      tools: ["read_policy"],
      script: [{ toolCalls: [{ name: "read_policy", args: { topic: "未发货退款" } }] }, { content: POLICY }],
    },
    {
      name: "refund",
      description: "准备退款单",
      prompt: "你准备退款单：用 prepare_refund，不直接执行。",
      tools: ["prepare_refund"],
      script: [{ toolCalls: [{ name: "prepare_refund", args: { order_id: "9821" } }] }, { content: REFUND }],
    },
  ],
  tools: [
    { name: "query_order", description: "查询订单", result: "order 9821: paid, shipment stalled 5 days, not shipped" },
    { name: "read_policy", description: "读取退款政策", result: "refund policy: full refund if not shipped within 72h of payment" },
    { name: "prepare_refund", description: "准备退款单（不执行）", result: "refund R-9821 prepared: 299 CNY, pending human approval" },
  ],
  routerScripts: {
    hierarchical: [transfer("order_team"), transfer("refund_team"), { content: FINAL }],
    supervisor: [transfer("order_lookup"), transfer("policy"), transfer("refund"), { content: FINAL }],
  },
  agentScripts: {
    hierarchical: {
      order_lead: [transfer("order_lookup"), transfer("policy"), { content: `订单组：${ORDER}${POLICY}` }],
      refund_lead: [transfer("refund"), { content: `退款组：${REFUND}` }],
    },
  },
  topologies: ["hierarchical", "supervisor"],
  storySettings: { teams: { topology: "hierarchical" }, flat: { topology: "supervisor" }, full: { topology: "hierarchical", outputMode: "full_history" } },
};
