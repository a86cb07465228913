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
  title: { en: "Ping-pong: reception and refund bounce the user", zh: "踢皮球：接待和退款来回推用户" },
  summary: {
    en: "Two agents each hand the ticket to the other for a reason that sounds right. With the ping-pong guard, A→B then B→A goes to a human; with the hop limit, the 4th handoff does; with neither, the user is bounced five times.",
    zh: "两个 agent 各自用一个听上去合理的理由把单子交给对方。开着踢皮球闸，A→B 之后的 B→A 转人工；开着 hop 上限，第 4 次交接转人工；都不开，用户被来回推 5 次。",
  },
  narrative: [
    {
      en: "The scenario opens with both guards off. Reception thinks a shipping-fee refund is refund's job; refund thinks the user asks how the fee is computed and hands back. Each hop is reasonable on its own, and the graph bounces five times: reception→refund→reception→refund→reception→refund, until refund's script finally answers. The swarm board counts 5 hops and 4 returns to an agent; two checks fail: the bounce went on past A→B→A (the check names handoff 3), and 5 hops are over the threshold of 4.",
      zh: "场景开场时两道闸都关着。接待觉得退运费归退款管；退款觉得用户在问运费怎么算，又交回来。每一跳单看都合理，图就来回推了 5 次：reception→refund→reception→refund→reception→refund，直到退款的脚本终于作答。swarm 看板记下 5 跳、4 次回流；两项检查失败：A→B→A 之后还在推（检查指出第 3 次交接），5 跳超过阈值 4。",
    },
    {
      en: "Turn ping-pong to a human on: the conditional edge after each agent reads handoffLog, sees reception→refund followed by refund→reception, and sends the run to the human node (interrupt) instead of back to reception. Two hops, no third. This is seed 003 §4's ping_pong on the graph's edge, not a line in a prompt asking the models to behave.",
      zh: "打开踢皮球转人工：每个 agent 之后的条件边读 handoffLog，看到 reception→refund 之后紧跟 refund→reception，就把运行送进人工节点（interrupt），而不是再交回接待。两跳，没有第三跳。这就是第 003 篇第四节的 ping_pong，写在图的边上，而不是写在请模型自觉的提示词里。",
    },
    {
      en: "With ping-pong off and hop limit on, the bounce runs until the 4th handoff, which goes to the human: the board stops at 4 hops and the hop check passes, while the ping-pong check still fails. A cycle through three agents (A→B→C→A) would slip past the ping-pong rule; the hop limit catches it. The two guards answer different failures.",
      zh: "关掉踢皮球、打开 hop 上限，推来推去会持续到第 4 次交接，这一次转人工：看板停在 4 跳，hop 检查通过，踢皮球检查仍然失败。三个 agent 的环（A→B→C→A）能绕过踢皮球规则，hop 上限能接住它。两道闸管的是不同的失败。",
    },
    {
      en: "Set tool allow-list to inherited and refund, after the first handoff, is offered lookup_order and refund_execute, every tool reception had plus its own; recomputed, it gets only refund_execute (its own tools intersected with the refund intent).",
      zh: "把工具白名单设为 inherited，第一次交接后退款被提供了 lookup_order 和 refund_execute，即接待的全部工具再加它自己的；recomputed 时它只拿到 refund_execute（它自己的工具与退款意图的交集）。",
    },
  ],
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
    { name: "refund_execute", description: "执行退款（高危）", result: "退款已受理。", approval: { editable: [] } },
  ],
  intents: { billing: ["lookup_order"], refund: ["refund_execute"] },
  routerScripts: {},
  topologies: ["swarm-guarded"],
  knobs: { pingPongGuard: false, hopLimit: false },
};
