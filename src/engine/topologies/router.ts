import { lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 004's router with a critic: one-shot routing decisions, checked, never executed. */
export const routerTopology: TopologyDescriptor<"router"> = {
  id: "router",
  title: { en: "Router with critic (one-shot routing)", zh: "带评审的路由器（一次性路由）" },
  summary: {
    en: "A router model proposes an agent with a confidence; a critic turns unknown or unsure picks into 'unsure'. Nothing runs.",
    zh: "路由模型给出一个智能体和置信度；评审把未知或不确定的选择变成 'unsure'。什么都不执行。",
  },
  api: { status: "hand-written", uses: ["StateGraph"] },
  // The router answers with a JSON decision record, not tools: the critic judges it.
  handoff: {},
  knobs: ["confidenceThreshold"],
  keepEverything: {},
  state: { keys: ["proposal", "decision", "plan"], view: "router" },
  build: lazyBuild(() => import("./graphs/router")),
};
