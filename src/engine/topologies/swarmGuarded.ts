import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 003's swarm with the guards `createSwarm` leaves to you: handoff log, ping-pong and hop limit, allow-lists, trimmed payloads. */
export const swarmGuardedTopology: TopologyDescriptor<"swarm-guarded"> = {
  id: "swarm-guarded",
  title: { en: "Guarded swarm (hand-written StateGraph, seed 003)", zh: "带闸的 swarm（手写 StateGraph，第 003 篇）" },
  summary: {
    en: "A handoff log; A→B→A and a fifth hop go to a human; each handoff recomputes the tool allow-list and hands over a trimmed brief.",
    zh: "交接日志；A→B→A 和第五跳转人工；每次交接重算工具白名单，只交出裁剪过的简报。",
  },
  api: { status: "hand-written", uses: ["StateGraph", "Annotation", "Command", "interrupt"] },
  // The coordinator (hidden-coordinator knob) routes with the same transfer_to_<agent> names.
  handoff: { router: LIBRARY_HANDOFF, workers: LIBRARY_HANDOFF },
  knobs: ["approvalGate", "pingPongGuard", "hopLimit", "toolAllowList", "handoffPayload", "hiddenCoordinator"],
  guards: "peers",
  // Its coordinator (with `hiddenCoordinator`) only routes the first message: no centre to guard.
  centre: false,
  keepEverything: {},
  state: { activeAgent: "activeAgent", keys: ["handoffLog", "brief", "allowList", "toolLedger", "permissions", "clock", "pendingApproval"] },
  build: lazyBuild(() => import("./graphs/swarmGuarded")),
};
