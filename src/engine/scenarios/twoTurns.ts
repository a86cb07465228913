import type { Scenario } from "./types";

const LEDGER_ANSWER = "本月支出合计 3,280 元：房租 2,000，餐饮 860，交通 420。";
const OFF_DOMAIN = "我是财务助手，只负责账目；天气不归我管，这个问题我答不了。";
const WEATHER_ANSWER = "北京今天晴，18–25°C，适合出门。";
const TURN1_FINAL = "账已算好：本月支出合计 3,280 元。";
const TURN2_FINAL = "北京今天晴，18–25°C。";

/**
 * Seed 001, difference one: several user turns on one thread. The first asks for the month's
 * accounts, the follow-up asks about the weather, which is not the finance agent's business.
 */
export const twoTurns: Scenario = {
  id: "two-turns",
  title: { en: "Two turns: who answers the follow-up?", zh: "两轮对话：谁来回答追问？" },
  summary:
    { en: "Two user turns on one thread with a checkpointer. Turn one is about the accounts, turn two about the weather. The supervisor routes every turn afresh; the swarm resumes with the agent that was active when turn one ended.", zh: "在一个带 checkpointer 的线程上进行两轮用户对话。第一轮问账目，第二轮问天气。supervisor 每一轮都重新路由；swarm 则从第一轮结束时的当前智能体继续。" },
  narrative: [
    { en: "Both turns run on one thread: a MemorySaver checkpointer and one thread_id, so turn two starts from the state turn one left behind. The context chart marks where each turn starts, and each turn has its own top-level path.", zh: "两轮都在同一个线程上运行：一个 `MemorySaver` checkpointer 和一个 `thread_id`，所以第二轮从第一轮留下的状态开始。上下文图表标出了每一轮开始的位置，每一轮都有自己的顶层路径。" },
    { en: "Swarm (the default here): turn one starts at the default agent, assistant, which hands the accounts to finance with transfer_to_finance. Turn two, about the weather, goes straight to finance: createSwarm's START router reads activeAgent, and the checkpointer kept it at finance. Finance answers that the weather is not its business, and the weather tool never runs. This is what seed 001 reports for Python, and JS does the same.", zh: "Swarm（这里的默认值）：第一轮从默认智能体 assistant 开始，它用 `transfer_to_finance` 把账目交给 finance。第二轮问天气，却直接到了 finance：`createSwarm` 的 START 路由读 `activeAgent`，而 checkpointer 把它保留在 finance。finance 回答说天气不归它管，天气工具从未运行。这正是种子 001 对 Python 的报告，JS 也一样。" },
    { en: "Flip \"reset active agent each turn\": each turn's input sets activeAgent back to assistant, so turn two starts there, and assistant answers with the weather tool. The other remedy is in the scenario \"Two turns: the agent hands back what is not its own\", where finance's prompt makes it pass the question on.", zh: "翻转“每轮重置当前智能体”：每一轮的输入都把 `activeAgent` 设回 assistant，所以第二轮从那里开始，assistant 用天气工具作答。另一种补救在场景“两轮对话：智能体把不属于自己的事交回”里：finance 的提示词让它把问题转交出去。" },
    { en: "Switch the topology to supervisor: every turn starts at the supervisor, which decides afresh, and turn two goes supervisor → assistant → supervisor. The price is the supervisor's own model calls, two per turn, and in turn two it reads turn one's messages too.", zh: "把拓扑切换为 supervisor：每一轮都从 supervisor 开始，由它重新决定，第二轮走 supervisor → assistant → supervisor。代价是 supervisor 自己的模型调用，每轮两次，而且第二轮它还要读第一轮的消息。" },
  ],
  userTurns: ["帮我算一下这个月的账", "今天北京天气怎么样？"],
  router: { name: "supervisor", prompt: "你是调度者：账目交给 finance，其他问题交给 assistant；专家答完后你来收尾。" },
  agents: [
    {
      name: "assistant",
      description: "通用助手：天气等日常问题",
      prompt: "你是通用助手，用 weather 工具回答天气问题；账目问题交给 finance。",
      tools: ["weather"],
      script: [{ toolCalls: [{ name: "weather", args: { city: "北京" } }] }, { content: WEATHER_ANSWER }],
    },
    {
      name: "finance",
      description: "财务：记账、算账",
      prompt: "你是财务助手，用 ledger 工具查账并给出结论。",
      tools: ["ledger"],
      script: [{ toolCalls: [{ name: "ledger", args: { month: "本月" } }] }, { content: LEDGER_ANSWER }, { content: OFF_DOMAIN }],
    },
  ],
  tools: [
    { name: "weather", description: "查询城市天气", result: "北京：晴，18–25°C，北风 2 级。" },
    { name: "ledger", description: "查询账目", result: "本月账目：房租 2000；餐饮 860；交通 420。" },
  ],
  routerScripts: {
    supervisor: [
      { toolCalls: [{ name: "transfer_to_finance" }] },
      { content: TURN1_FINAL },
      { toolCalls: [{ name: "transfer_to_assistant" }] },
      { content: TURN2_FINAL },
    ],
  },
  agentScripts: {
    swarm: {
      // In the swarm the assistant is the entry agent: it passes turn one on, and answers the
      // weather itself when a turn starts with it.
      assistant: [
        { toolCalls: [{ name: "transfer_to_finance" }] },
        { toolCalls: [{ name: "weather", args: { city: "北京" } }] },
        { content: WEATHER_ANSWER },
      ],
    },
  },
  topologies: ["swarm", "supervisor"],
  lesson: [
    {
      caption: {
        en: "Turn one starts at the swarm's default agent, assistant, which hands the accounts to finance with `transfer_to_finance`. Watch `activeAgent` in the state panel: from here on it says finance.",
        zh: "第一轮从 swarm 的默认智能体 assistant 开始，它用 `transfer_to_finance` 把算账交给 finance。看状态面板里的 `activeAgent`：从这里开始它是 finance。",
      },
      at: { node: "assistant", turn: 1 },
      look: { panel: "state" },
    },
    {
      caption: {
        en: "Turn two asks about the weather, on the same thread. `createSwarm`'s START router reads `activeAgent`, which the checkpointer kept at finance.",
        zh: "第二轮在同一线程上问天气。`createSwarm` 的 START 路由读取 `activeAgent`，而 checkpointer 把它留在了 finance。",
      },
      at: { kind: "input", turn: 2 },
      look: { panel: "diagram" },
      predict: { question: { en: "How many model calls does turn two make?", zh: "第二轮做了几次模型调用？" }, answer: "{turnCalls.2}" },
    },
    {
      caption: {
        en: "Finance answers that the weather is not its business, and the weather tool never runs. Seed 001 reports the same for Python; JS does the same.",
        zh: "finance 回答说天气不归它管，天气工具一次也没运行。种子 001 报告 Python 里是这样，JS 也一样。",
      },
      look: { panel: "history" },
    },
    {
      caption: {
        en: "Turn reset active agent on: each turn's input sets `activeAgent` back to the entry agent, so turn two starts at assistant, which calls the weather tool.",
        zh: "打开“每轮重置活跃智能体”：每轮的输入把 `activeAgent` 设回入口智能体，所以第二轮从 assistant 开始，它去调用天气工具。",
      },
      knobs: { resetActiveAgent: true },
      at: { node: "assistant", turn: 2 },
      look: { knob: "resetActiveAgent" },
      predict: { question: { en: "How many model calls does turn two make now?", zh: "现在第二轮做了几次模型调用？" }, answer: "{turnCalls.2}" },
    },
    {
      caption: {
        en: "On supervisor every turn starts at the supervisor, which routes the weather question to assistant: nothing to remember, at the price of the supervisor's own call in each turn ({calls.supervisor} in all).",
        zh: "supervisor 上每一轮都从 supervisor 开始，它把天气问题派给 assistant：无需记住谁在说话，代价是每轮都有 supervisor 自己的调用（共 {calls.supervisor} 次）。",
      },
      knobs: { topology: "supervisor" },
      at: { kind: "input", turn: 2 },
      look: { panel: "diagram" },
    },
  ],
};

/**
 * The second remedy: the finance agent's prompt tells it to hand back what is not its business,
 * and (scripted as a model following that prompt) it hands the weather question to the assistant.
 */
export const twoTurnsHandBack: Scenario = {
  ...twoTurns,
  id: "two-turns-hand-back",
  // Its own story: the first scenario's lesson would say finance keeps the weather question.
  lesson: undefined,
  title: { en: "Two turns: the agent hands back what is not its own", zh: "两轮对话：智能体把不属于自己的事交回" },
  summary:
    { en: "The two-turn conversation again, with the finance agent told to hand anything that is not about accounts to the assistant. In the swarm, turn two still starts at finance, which now passes it on.", zh: "还是那段两轮对话，但 finance 智能体被告知把所有与账目无关的事交给 assistant。在 swarm 里，第二轮仍然从 finance 开始，而它现在会把问题转交出去。" },
  narrative: [
    { en: "The same two turns, but finance's prompt now says to hand anything that is not about accounts to assistant, and its scripted model follows that prompt.", zh: "同样的两轮，但 finance 的提示词现在说要把所有与账目无关的事交给 assistant，它的脚本化模型也照着做。" },
    { en: "Swarm: turn two still starts at finance, because the checkpointer kept activeAgent at finance, but finance's first move is transfer_to_assistant, and assistant answers with the weather tool. Turn two's path is finance → assistant.", zh: "Swarm：第二轮仍然从 finance 开始，因为 checkpointer 把 `activeAgent` 保留在 finance，但 finance 的第一步是 `transfer_to_assistant`，然后 assistant 用天气工具作答。第二轮的路径是 finance → assistant。" },
    { en: "Compared with the \"reset active agent each turn\" knob, this costs turn two one more model call (finance's hand-back) and the shared history two more messages (the transfer call and its tool result), but a follow-up that does belong to finance would stay with finance.", zh: "和“每轮重置当前智能体”旋钮相比，这让第二轮多一次模型调用（finance 的交回），共享历史多两条消息（transfer 调用及其工具结果），但真正属于 finance 的追问会留在 finance。" },
    { en: "On the supervisor the prompt change makes no difference here: the supervisor sends the weather question to assistant, and finance is not asked in turn two.", zh: "在 supervisor 上，这个提示词的改动在这里没有区别：supervisor 把天气问题交给 assistant，第二轮根本不会问 finance。" },
  ],
  agents: twoTurns.agents.map((agent) =>
    agent.name === "finance"
      ? { ...agent, prompt: "你是财务助手，用 ledger 工具查账并给出结论。不属于账目的问题，一律用 transfer_to_assistant 交给 assistant。" }
      : agent,
  ),
  agentScripts: {
    swarm: {
      ...twoTurns.agentScripts?.swarm,
      finance: [{ toolCalls: [{ name: "ledger", args: { month: "本月" } }] }, { content: LEDGER_ANSWER }, { toolCalls: [{ name: "transfer_to_assistant" }] }],
    },
  },
};
