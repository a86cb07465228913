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
  title: "Hierarchical: a supervisor of team supervisors",
  summary:
    "A director supervises two team leads (createSupervisor of compiled createSupervisor teams); each lead supervises its own workers. Read what each level's model saw, then flip the topology to a flat supervisor over the same three workers and compare the bill.",
  narrative: [
    "The diagram is the real nesting: the director's graph holds two team nodes, order_team and refund_team, and each team node holds its lead and its workers. Steps inside a team carry the team in their namespace (order_team › order_lead, order_team › order_lookup, …).",
    "Open the model calls level by level (counts include each agent's own system prompt). Every level gets the whole shared history handed down: the director's first call saw 2 messages (its prompt and the request), order_lead's first call 4 (its prompt, the request, the director's transfer pair) and order_lookup's first call 6 (its prompt, the request and both levels' transfer pairs). A worker deep in the tree reads every layer's handoff messages above it.",
    "Going back up, each team returns only its lead's last message plus a transfer-back pair (outputMode last_message), so the director's three calls saw 2, 7 and 12 messages, 21 in all. The whole run made 14 model calls (director 3, the two leads 5, the workers 6) that read 133 input messages.",
    "Flip topology to supervisor: the same three workers under one flat supervisor take 10 model calls reading 98 messages. The flat supervisor alone reads more than the director (4 calls, 38 messages, against 21): the team layer keeps the top's context small, but the run pays 4 more calls and 35 more input messages, because each lead is one more model re-reading the history at every step of its team. That is the cost of a layer; seed 003 advises adding one only when the organisation really has two levels, and never starting with three.",
    "Flip outputMode to full_history to see the other cost: each team sends its whole transcript up, the director's last call sees 33 messages instead of 12, and the run reads 236 input messages instead of 133. Only the outermost graph is compiled with a checkpointer (the teams are compiled without one), as seed 000 says the official docs require for nested graphs.",
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
};
