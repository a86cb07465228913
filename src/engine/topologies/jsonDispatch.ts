import { lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 004's hand-written JSON-dispatch supervisor: a three-field blackboard and a hard `max_iter` stop. */
export const jsonDispatchTopology: TopologyDescriptor<"json-dispatch"> = {
  id: "json-dispatch",
  title: { en: "JSON-dispatch supervisor (hand-written StateGraph)", zh: "JSON 调度 supervisor（手写 StateGraph）" },
  summary: {
    en: 'A supervisor node whose model answers {"next": …} or {"final_answer": …}; max_iter is a hard stop.',
    zh: '一个 supervisor 节点，它的模型回答 {"next": …} 或 {"final_answer": …}；max_iter 是硬性上限。',
  },
  api: { status: "hand-written", uses: ["StateGraph", "createReactAgent"] },
  // The router speaks JSON, not tools: the builder judges its answers.
  handoff: {},
  knobs: ["maxIter"],
  keepEverything: {},
  state: { keys: ["dispatch_history", "final_answer", "next"], view: "dispatch" },
  build: lazyBuild(() => import("./graphs/jsonDispatch")),
};
