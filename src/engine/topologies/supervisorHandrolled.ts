import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 000 part three: the supervisor pattern hand-rolled as a `StateGraph` that routes with `Command`. */
export const supervisorHandrolledTopology: TopologyDescriptor<"supervisor-handrolled"> = {
  id: "supervisor-handrolled",
  title: { en: "Supervisor (hand-rolled StateGraph + Command)", zh: "Supervisor（手写 StateGraph + Command）" },
  summary: {
    en: "A StateGraph whose supervisor node routes with Command({ goto, update }); workers hand control back.",
    zh: "一个手写的 StateGraph：supervisor 节点用 Command({ goto, update }) 路由，worker 再把控制权交回。",
  },
  api: { status: "hand-written", uses: ["StateGraph", "Command", "createReactAgent"] },
  handoff: { router: LIBRARY_HANDOFF },
  knobs: ["declareEnds"],
  keepEverything: {},
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/supervisorHandrolled")),
};
