import { lazyBuild, type TopologyDescriptor } from "./types";

/**
 * The docs' router (their knowledge-base tutorial): classify, `Send` to the chosen `createAgent`
 * specialists in parallel, synthesize; with `routerAsTool`, that workflow as one tool of a
 * conversational agent (the docs' stateful router).
 */
export const routerFanoutTopology: TopologyDescriptor<"router-fanout"> = {
  id: "router-fanout",
  title: { en: "Router (classify, Send fan-out, synthesize)", zh: "Router（分类、Send 扇出、汇总）" },
  summary: {
    en: "The docs' StateGraph: the router model classifies into sub-questions, Send runs the chosen createAgent specialists in parallel, and a synthesis call combines their results; routerAsTool wraps it as a tool of a stateful agent.",
    zh: "文档中的 StateGraph：路由模型把请求分成子问题，Send 并行运行选中的 createAgent 专家，再由一次汇总调用合并结果；routerAsTool 把它包成有状态智能体的一个工具。",
  },
  api: { status: "current", uses: ["StateGraph", "Send", "createAgent"] },
  // The router speaks structured output (classify), not handoff tools: its builder is the judge.
  handoff: {},
  knobs: ["routerAsTool"],
  docs: { pattern: "Router", stateful: { routerAsTool: true } },
  keepEverything: {},
  state: { keys: ["classifications", "results"] },
  build: lazyBuild(() => import("./graphs/routerFanout")),
};
