import type { Scenario } from "./types";

const FLIGHT = "已订 6 月 3 日 MU5101 北京→上海，08:00 起飞。";
const HOTEL = "已订 6 月 3–5 日上海静安某酒店，两晚。";

/**
 * Seed 001, difference three: one model message asks for two handoffs at once. The supervisor's
 * router does it in the supervisor topologies; in the swarm the entry agent (concierge) does it.
 */
export const parallelHandoffs: Scenario = {
  id: "parallel-handoffs",
  title: { en: "Parallel handoffs: two transfers in one message", zh: "并行移交：一条消息里的两次 transfer" },
  summary:
    { en: "The router asks for transfer_to_flights and transfer_to_hotels in one message. createSupervisor and createSwarm run only the first; the second call stays in the history with no tool result, which a strict provider rejects. The Send topology runs both.", zh: "路由在一条消息里同时要求 `transfer_to_flights` 和 `transfer_to_hotels`。`createSupervisor` 和 `createSwarm` 只执行第一个；第二个调用留在历史里没有工具结果，严格的提供方会拒绝。Send 拓扑两个都执行。" },
  narrative: [
    { en: "Supervisor (createSupervisor): the supervisor's model answers with one message holding two tool calls, transfer_to_flights and transfer_to_hotels. Only the first takes effect: flights runs, hotels never does, and the path is supervisor → flights → supervisor. (concierge is only the swarm's entry agent; the supervisor does not use it.)", zh: "Supervisor（`createSupervisor`）：supervisor 的模型回答一条带两个工具调用的消息，`transfer_to_flights` 和 `transfer_to_hotels`。只有第一个生效：flights 运行，hotels 从未运行，路径是 supervisor → flights → supervisor。（concierge 只是 swarm 的入口智能体；supervisor 不用它。）" },
    { en: "Look at the history: the supervisor's message still carries both calls, but only transfer_to_flights has a tool result. transfer_to_hotels stays unanswered, and both flights' model and the supervisor's next call see that dangling call. JS is deterministic here, the first call in the message wins on every run; seed 001 saw Python run one of the two at random, through a Send branch in Python's handoff tool that the JS handoff tool does not have.", zh: "看历史：supervisor 的消息仍带着两个调用，但只有 `transfer_to_flights` 有工具结果。`transfer_to_hotels` 没有回应，flights 的模型和 supervisor 的下一次调用都看到了这个悬空的调用。JS 在这里是确定性的，每次运行都是消息里的第一个调用胜出；种子 001 看到 Python 随机执行两者之一，那是 Python 的 handoff 工具里一个 Send 分支造成的，JS 的 handoff 工具没有这个分支。" },
    { en: "Swarm: the entry agent, concierge, sends the same pair. The swarm goes to flights only, the run ends there, and transfer_to_hotels stays unanswered. Seed 001 reports Python's swarm failing at this point with \"Found AIMessages with tool_calls that do not have a corresponding ToolMessage\"; the JS agents make no such check, and the run completes.", zh: "Swarm：入口智能体 concierge 发出同样的一对调用。swarm 只去了 flights，运行在那里结束，`transfer_to_hotels` 没有回应。种子 001 报告 Python 的 swarm 在这里失败，报 `Found AIMessages with tool_calls that do not have a corresponding ToolMessage`；JS 的智能体不做这样的检查，运行正常完成。" },
    { en: "Flip provider strictness to strict: the scripted models now check the history the way OpenAI and Anthropic do. On both supervisor and swarm the first model to see the unanswered call is flights, and its call is rejected with \"400 An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'\", which ends the run. Turn addHandoffMessages off on the supervisor and even strict passes: the handoff tool then leaves the message with both calls out of what it passes on, so nothing dangles, yet hotels still never runs.", zh: "把提供方严格度切到 strict：脚本化模型现在像 OpenAI 和 Anthropic 那样检查历史。在 supervisor 和 swarm 上，第一个看到未回应调用的模型都是 flights，它的调用被拒绝，报 `400 An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'`，运行随之结束。在 supervisor 上关掉 `addHandoffMessages`，连 strict 也能通过：handoff 工具这时不再把带两个调用的那条消息传下去，于是没有悬空的调用，但 hotels 仍然从未运行。" },
    { en: "Switch to supervisor-send: a hand-rolled graph turns each transfer call into a Send, so flights and hotels run side by side in one superstep, each on its own task, and each answers its own call with a tool result. The supervisor's second call sees both answers, the history is valid, and strict mode passes.", zh: "切换到 supervisor-send：一个手写的图把每个 transfer 调用变成一个 Send，于是 flights 和 hotels 在同一个超步里并行运行，各自在自己的任务上，各自用工具结果回应自己的调用。supervisor 的第二次调用看到两个答案，历史有效，strict 模式也能通过。" },
  ],
  userTurns: ["下周去上海出差：帮我订机票，同时订酒店。"],
  router: { name: "supervisor", prompt: "你是调度者：机票交给 flights，酒店交给 hotels；互不依赖的任务可以同时派出。" },
  agents: [
    {
      name: "concierge",
      description: "前台：接待并分派",
      prompt: "你是前台：机票交给 flights，酒店交给 hotels，可以同时转交。",
      tools: [],
      script: [{ toolCalls: [{ name: "transfer_to_flights" }, { name: "transfer_to_hotels" }] }],
    },
    { name: "flights", description: "订机票", prompt: "你负责订机票。", tools: [], script: [{ content: FLIGHT }] },
    { name: "hotels", description: "订酒店", prompt: "你负责订酒店。", tools: [], script: [{ content: HOTEL }] },
  ],
  tools: [],
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_flights" }, { name: "transfer_to_hotels" }] }, { content: "机票已订好：MU5101，6 月 3 日 08:00。" }],
    "supervisor-send": [
      {
        toolCalls: [
          { name: "transfer_to_flights", args: { task: "订 6 月 3 日北京→上海的机票" } },
          { name: "transfer_to_hotels", args: { task: "订 6 月 3–5 日上海的酒店" } },
        ],
      },
      { content: `都办好了：${FLIGHT}${HOTEL}` },
    ],
  },
  topologies: ["supervisor", "swarm", "supervisor-send"],
  lesson: [
    {
      caption: {
        en: "The supervisor asks for both at once: one message with two calls, `transfer_to_flights` and `transfer_to_hotels`. Only the first gets a tool message.",
        zh: "supervisor 一次要两样：一条消息里两个调用，`transfer_to_flights` 和 `transfer_to_hotels`。只有第一个得到了工具消息。",
      },
      at: { node: "supervisor" },
      look: { panel: "history" },
    },
    {
      caption: {
        en: "flights runs, and its model reads {callInput.flights.1} messages, the dangling `transfer_to_hotels` call among them. A strict provider would reject that input.",
        zh: "flights 运行了，它的模型读了 {callInput.flights.1} 条消息，其中就有那个悬空的 `transfer_to_hotels` 调用。严格的提供方会拒绝这样的输入。",
      },
      at: { node: "flights" },
      look: { call: { agent: "flights", n: 1 } },
    },
    {
      caption: {
        en: "The supervisor answers with the flight alone; the hotel is never booked. The checks panel names what went wrong.",
        zh: "supervisor 只带着机票作答，酒店始终没订。检查面板指出了哪里出了问题。",
      },
      look: { panel: "checks" },
      predict: { question: { en: "How many tool calls stay unanswered in the shared history?", zh: "共享历史里有多少个工具调用始终没有回应？" }, answer: "{unanswered}" },
    },
    {
      caption: {
        en: "supervisor-send gives each call its own `Send`: both workers run, side by side, and every call is answered. {calls} model calls in all.",
        zh: "supervisor-send 为每个调用发一个 `Send`：两个 worker 并行运行，每个调用都有回应。共 {calls} 次模型调用。",
      },
      knobs: { topology: "supervisor-send" },
      look: { panel: "diagram" },
      predict: { question: { en: "How many tool calls stay unanswered now?", zh: "现在还有多少个工具调用没有回应？" }, answer: "{unanswered}" },
    },
  ],
};
