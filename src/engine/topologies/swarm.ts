import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** The library's `createSwarm`: no router; agents hand control to each other and `activeAgent` says who has it. */
export const swarmTopology: TopologyDescriptor<"swarm"> = {
  id: "swarm",
  title: { en: "Swarm (createSwarm)", zh: "Swarm（createSwarm）" },
  summary: {
    en: "@langchain/langgraph-swarm: agents hand control to each other with handoff tools; activeAgent tracks who speaks.",
    zh: "@langchain/langgraph-swarm：智能体之间用 handoff 工具互相移交控制权；activeAgent 记录谁在发言。",
  },
  api: { status: "legacy", uses: ["createSwarm", "createReactAgent"] },
  handoff: { router: LIBRARY_HANDOFF, workers: LIBRARY_HANDOFF },
  knobs: ["resetActiveAgent"],
  keepEverything: {},
  state: { activeAgent: "activeAgent", keys: [] },
  build: lazyBuild(() => import("./graphs/swarm")),
};
