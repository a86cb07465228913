import type { Scenario } from "./types";

const json = (value: unknown) => ({ content: JSON.stringify(value) });

/**
 * Seeds 003 and 004's router: one-shot routing with a decision record and a critic. Four requests on
 * one thread: a confident pick, a low-confidence pick, an agent that does not exist, and a
 * multi-step plan whose third step names an agent that does not exist.
 */
export const router: Scenario = {
  id: "router",
  title: "Router with a critic (confident, unsure, unknown, truncated plan)",
  summary:
    "A router model answers each request with a JSON decision record (agent, confidence, reasoning, alternatives); a critic node checks it. Four requests show the critic's three verdicts and a plan cut at its first bad step. No agent ever runs: routing only suggests.",
  narrative: [
    "Each request runs router then critic, and nothing else: the graph has no worker nodes, so the registry's agents are suggested, never executed (seed 004's scope guard). Open any router model call: it saw only the system prompt with the registry and that one request, not the earlier turns, because routing is one-shot.",
    'Request one: the router picks risk-reviewer with confidence 0.86. The critic passes it unchanged; the critic\'s message reads "建议交给 risk-reviewer".',
    "Request two: the router guesses incident-responder with confidence 0.35. That is below the threshold (0.5), so the critic answers unsure but keeps the guess first among the alternatives: incident-responder, then code-reviewer. A person can pick it back. Lower confidence threshold to 0.3 and the same guess passes.",
    "Request three: the router names translator, which is not in the registry. The critic turns it into unsure with confidence 0 instead of trusting a made-up agent, and keeps only the alternatives that exist (doc-writer).",
    "Request four asks for a chain. The router plans four steps: code-reviewer, risk-reviewer, deployer, doc-writer. deployer is not in the registry, so the critic cuts the plan there and keeps the two valid steps before it; doc-writer, though valid, is dropped with everything after the cut. Look at the plan record in the critic's step: steps holds two decisions and cutAt is 2.",
    "The seed's router is a plain Python function; here it is a two-node LangGraph.js graph so each decision is a step you can replay. The critic is code, not a model: its messages are written by the node, and it makes no model call.",
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
};
