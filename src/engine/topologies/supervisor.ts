import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** The library's `createSupervisor`: workers are graph nodes, handoffs are `transfer_to_<agent>` tools. */
export const supervisorTopology: TopologyDescriptor<"supervisor"> = {
  id: "supervisor",
  title: { en: "Supervisor (createSupervisor)", zh: "Supervisor（createSupervisor）" },
  summary: {
    en: "@langchain/langgraph-supervisor: a router agent hands work to worker nodes with transfer tools.",
    zh: "@langchain/langgraph-supervisor：一个路由智能体用 transfer 工具把工作交给各个 worker 节点。",
  },
  api: { status: "legacy", uses: ["createSupervisor", "createReactAgent"] },
  handoff: { router: LIBRARY_HANDOFF },
  knobs: ["outputMode", "addHandoffMessages", "addHandoffBackMessages", "includeAgentName", "preModelTrim"],
  keepEverything: { outputMode: "full_history", addHandoffMessages: true, addHandoffBackMessages: "follow" },
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/supervisor")),
};
