import { ACTIVE_AGENT_KEY } from "./handoffStateKeys";
import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/**
 * The docs' "multiple agent subgraphs" handoffs: `createAgent` agents as nodes of a parent
 * `StateGraph`, handing off with `Command({ goto, graph: Command.PARENT })` and passing only the
 * tool-call pair.
 */
export const handoffsSubgraphsTopology: TopologyDescriptor<"handoffs-subgraphs"> = {
  id: "handoffs-subgraphs",
  title: { en: "Handoffs between agent subgraphs (Command.PARENT)", zh: "子图之间的 Handoffs（Command.PARENT）" },
  summary: {
    en: "The docs' StateGraph of createAgent nodes: a transfer tool jumps with Command({ goto, graph: Command.PARENT }) carrying only its AI message and tool answer, never the agent's earlier steps.",
    zh: "文档中的 StateGraph，节点是 createAgent：transfer 工具用 Command({ goto, graph: Command.PARENT }) 跳转，只带它的 AI 消息和工具回答，不带智能体之前的步骤。",
  },
  api: { status: "current", uses: ["createAgent", "StateGraph", "Command.PARENT"] },
  handoff: { router: LIBRARY_HANDOFF, workers: LIBRARY_HANDOFF },
  knobs: [],
  keepEverything: {},
  state: { activeAgent: ACTIVE_AGENT_KEY, keys: [] },
  build: lazyBuild(() => import("./graphs/handoffsSubgraphs")),
};
