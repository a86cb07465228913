import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** Explicit fan-out / fan-in: each transfer call of one router message becomes a `Send`. */
export const supervisorSendTopology: TopologyDescriptor<"supervisor-send"> = {
  id: "supervisor-send",
  title: { en: "Supervisor with Send (explicit fan-out / fan-in)", zh: "带 Send 的 Supervisor（显式扇出 / 扇入）" },
  summary: {
    en: "A hand-rolled StateGraph: each transfer call of one router message becomes a Send; the workers run side by side and each answers its call.",
    zh: "一个手写的 StateGraph：同一条路由消息里的每个 transfer 调用都变成一个 Send；worker 并行运行，各自回答自己的调用。",
  },
  api: { status: "hand-written", uses: ["StateGraph", "Send", "createReactAgent"] },
  handoff: { router: LIBRARY_HANDOFF },
  knobs: [],
  keepEverything: {},
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/supervisorSend")),
};
