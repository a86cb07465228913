import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 003's hierarchical pattern: a top `createSupervisor` over compiled `createSupervisor` teams. */
export const hierarchicalTopology: TopologyDescriptor<"hierarchical"> = {
  id: "hierarchical",
  title: { en: "Hierarchical (supervisor of team supervisors)", zh: "分层（管理团队 supervisor 的 supervisor）" },
  summary: {
    en: "createSupervisor over compiled createSupervisor teams: a top router, team leads, and their workers.",
    zh: "createSupervisor 套在编译好的 createSupervisor 团队之上：顶层路由、团队负责人和他们的 worker。",
  },
  api: { status: "legacy", uses: ["createSupervisor", "createReactAgent"] },
  // The top router hands off to teams, not agents: the library judges those names.
  handoff: { leads: LIBRARY_HANDOFF },
  knobs: ["outputMode", "addHandoffMessages", "addHandoffBackMessages"],
  // Both levels take the cost knobs, so these keep every message at every level.
  keepEverything: { outputMode: "full_history", addHandoffMessages: true, addHandoffBackMessages: "follow" },
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/hierarchical")),
};
