import type { Scenario, ScriptedReply } from "./types";

const toRefund = (summary: string): ScriptedReply => ({
  toolCalls: [{ name: "transfer_to_refund", args: { intent: "refund", order_id: "9821", reason: "听起来是退款", summary } }],
});
const toReception = (summary: string): ScriptedReply => ({
  toolCalls: [{ name: "transfer_to_reception", args: { intent: "billing", order_id: "9821", reason: "用户在问账单规则", summary } }],
});

/**
 * Seed 003 §3.1's kick-the-ball: reception thinks it is a refund, refund thinks the user asks about
 * billing rules, and both are "reasonable". Unguarded they bounce five times; the ping-pong edge
 * sends the second, back-direction handoff to a human, and the hop limit stops the fifth hop.
 */
export const pingPong: Scenario = {
  id: "ping-pong",
  title: "Ping-pong: reception and refund bounce the user",
  summary:
    "Two agents each hand the ticket to the other for a reason that sounds right. With the ping-pong guard, A→B then B→A goes to a human; without it, the hop limit stops the fifth handoff; with neither, the user is bounced five times.",
  narrative: [],
  userTurns: ["9821 这单的运费怎么算的？我想把运费退掉。"],
  router: { name: "coordinator" },
  agents: [
    {
      name: "reception",
      description: "接待：订单和账单问题",
      prompt: "你是接待：账单和订单问题你答，退款交给退款。",
      tools: ["lookup_order"],
      script: [
        { toolCalls: [{ name: "lookup_order", args: { order_id: "9821" } }] },
        toRefund("用户想退运费。"),
        toRefund("用户还是想退运费。"),
        toRefund("又回来了：用户要退运费。"),
      ],
    },
    {
      name: "refund",
      description: "退款：执行退款",
      prompt: "你是退款专员：只处理退款，规则问题交回接待。",
      tools: ["refund_execute"],
      script: [
        toReception("用户问运费怎么算。"),
        toReception("用户还在问运费规则。"),
        { content: "运费 12 元按首重计，可随退款一并退回；已记下，稍后处理。" },
      ],
    },
  ],
  tools: [
    { name: "lookup_order", description: "查订单", result: "订单 9821：商品 187 元 + 运费 12 元，未发货。" },
    { name: "refund_execute", description: "执行退款（高危）", result: "退款已受理。", highRisk: true },
  ],
  intents: { billing: ["lookup_order"], refund: ["refund_execute"] },
  routerScripts: {},
  topologies: ["swarm-guarded"],
  knobs: { pingPongGuard: false, hopLimit: false },
};
