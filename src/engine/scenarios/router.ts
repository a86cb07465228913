import type { Scenario } from "./types";

const json = (value: unknown) => ({ content: JSON.stringify(value) });

/**
 * Seeds 003 and 004's router: one-shot routing with a decision record and a critic. Four requests on
 * one thread: a confident pick, a low-confidence pick, an agent that does not exist, and a
 * multi-step plan whose third step names an agent that does not exist.
 */
export const router: Scenario = {
  id: "router",
  title: { en: "Router with a critic (confident, unsure, unknown, truncated plan)", zh: "带评审的路由（有把握、不确定、未知、截断的计划）" },
  summary:
    { en: "A router model answers each request with a JSON decision record (agent, confidence, reasoning, alternatives); a critic node checks it. Four requests show the critic's three verdicts and a plan cut at its first bad step. No agent ever runs: routing only suggests.", zh: "路由模型对每个请求回答一条 JSON 决策记录（`agent`、`confidence`、`reasoning`、`alternatives`）；评审节点检查它。四个请求展示了评审的三种结论，以及一个在第一个错误步骤处被截断的计划。没有任何智能体真正运行：路由只做建议。" },
  narrative: [
    { en: "Each request runs router then critic, and nothing else: the graph has no worker nodes, so the registry's agents are suggested, never executed (seed 004's scope guard). Open any router model call: it saw only the system prompt with the registry and that one request, not the earlier turns, because routing is one-shot.", zh: "每个请求只运行 router 然后 critic：图里没有 worker 节点，所以注册表里的智能体只被建议、从不执行（种子 004 的范围保护）。打开任意一次 router 的模型调用：它只看到带注册表的系统提示词和这一条请求，看不到之前的轮次，因为路由是一次性的。" },
    { en: 'Request one: the router picks risk-reviewer with confidence 0.86. The critic passes it unchanged; the critic\'s message reads `"建议交给 risk-reviewer"`.', zh: "请求一：路由以 0.86 的置信度选了 risk-reviewer。评审原样通过；评审的消息写着 `\"建议交给 risk-reviewer\"`。" },
    { en: "Request two: the router guesses incident-responder with confidence 0.35. That is below the threshold (0.5), so the critic answers unsure but keeps the guess first among the alternatives: incident-responder, then code-reviewer. A person can pick it back. Lower confidence threshold to 0.3 and the same guess passes.", zh: "请求二：路由以 0.35 的置信度猜 incident-responder。这低于阈值（0.5），所以评审回答 unsure，但把这个猜测放在备选的第一位：incident-responder，然后是 code-reviewer。人可以把它选回来。把置信度阈值降到 0.3，同样的猜测就能通过。" },
    { en: "Request three: the router names translator, which is not in the registry. The critic turns it into unsure with its confidence zeroed instead of trusting a made-up agent, and keeps only the alternatives that exist (doc-writer).", zh: "请求三：路由点名 `translator`，它不在注册表里。评审不信任这个编造出来的智能体，把它改为置信度清零的 unsure，只保留真实存在的备选（doc-writer）。" },
    { en: "Request four asks for a chain. The router plans four steps: code-reviewer, risk-reviewer, deployer, doc-writer. deployer is not in the registry, so the critic cuts the plan there and keeps the two valid steps before it; doc-writer, though valid, is dropped with everything after the cut. Look at the plan record in the critic's step: steps holds two decisions and cutAt marks the step where deployer stood.", zh: "请求四要求一条链。路由计划了四步：code-reviewer、risk-reviewer、`deployer`、doc-writer。`deployer` 不在注册表里，所以评审在那里截断计划，保留它之前的两个有效步骤；doc-writer 虽然有效，也随截断点之后的一切被丢弃。看评审那一步里的计划记录：`steps` 里有两个决策，`cutAt` 标出 `deployer` 所在的那一步。" },
    { en: "The seed's router is a plain Python function; here it is a two-node LangGraph.js graph so each decision is a step you can replay. The critic is code, not a model: its messages are written by the node, and it makes no model call.", zh: "种子的路由是一个普通的 Python 函数；这里它是一个两节点的 LangGraph.js 图，每个决策都是一个可以回放的步骤。评审是代码而不是模型：它的消息由节点写出，它不调用模型。" },
  ],
  userTurns: [
    "帮我看下 PR #42 的上线风险",
    "用户说导出报表偶尔很慢，这归谁？",
    "把这个 PR 的说明翻译成英文发给客户",
    "把 PR #42 从代码评审一路推到上线，再补上线文档",
  ],
  router: { name: "router" },
  agents: [
    { name: "risk-reviewer", description: "评估 PR 的上线风险", tools: [], script: [] },
    { name: "code-reviewer", description: "代码评审", tools: [], script: [] },
    { name: "incident-responder", description: "排查线上故障", tools: [], script: [] },
    { name: "doc-writer", description: "写文档", tools: [], script: [] },
  ],
  tools: [],
  routerScripts: {
    router: [
      json({ agent: "risk-reviewer", confidence: 0.86, reasoning: "问的是上线风险", alternatives: ["code-reviewer"] }),
      json({ agent: "incident-responder", confidence: 0.35, reasoning: "可能是线上性能问题，也可能是代码问题", alternatives: ["code-reviewer"] }),
      json({ agent: "translator", confidence: 0.9, reasoning: "需要翻译", alternatives: ["doc-writer"] }),
      json({
        steps: [
          { agent: "code-reviewer", confidence: 0.9, reasoning: "先评审代码" },
          { agent: "risk-reviewer", confidence: 0.8, reasoning: "再评估上线风险" },
          { agent: "deployer", confidence: 0.75, reasoning: "然后上线" },
          { agent: "doc-writer", confidence: 0.7, reasoning: "最后补文档" },
        ],
      }),
    ],
  },
  topologies: ["router"],
  // The threshold the narrative names: low enough for request two's guess to pass.
  storySettings: { lowThreshold: { confidenceThreshold: 0.3 } },
};
