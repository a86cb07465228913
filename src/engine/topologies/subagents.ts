import { SUBAGENT_TOOLS } from "./subagentTools";
import { lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 000 §五, the subagents pattern: a `createAgent` coordinator whose tools wrap worker agents. */
export const subagentsTopology: TopologyDescriptor<"subagents"> = {
  id: "subagents",
  title: { en: "Subagents (createAgent + agents as tools)", zh: "Subagents（createAgent + 把智能体当工具）" },
  summary: {
    en: "langchain's createAgent coordinator whose tools invoke the worker agents; the wrapper decides what comes back.",
    zh: "langchain 的 createAgent 协调者，它的工具调用各个 worker 智能体；返回什么由包装工具决定。",
  },
  api: { status: "current", uses: ["createAgent"] },
  handoff: { router: SUBAGENT_TOOLS },
  knobs: ["subagentTools", "subagentReturns", "checkpointer", "passThreadId"],
  docs: { pattern: "Subagents" },
  keepEverything: {},
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/subagents")),
};
