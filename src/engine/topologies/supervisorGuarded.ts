import { LIBRARY_HANDOFF, lazyBuild, type TopologyDescriptor } from "./types";

/** Seed 003's supervisor with its guards as graph code: reports, re-dispatch budget, per-tool breaker, approval. */
export const supervisorGuardedTopology: TopologyDescriptor<"supervisor-guarded"> = {
  id: "supervisor-guarded",
  title: { en: "Guarded supervisor (hand-written StateGraph, seed 003)", zh: "带闸的 supervisor（手写 StateGraph，第 003 篇）" },
  summary: {
    en: "Workers return 400-character reports; a conditional edge holds the re-dispatch budget, the per-tool breaker and the approval before a high-risk worker.",
    zh: "worker 交回 400 字以内的报告；条件边守着改派预算、按工具熔断，以及高危 worker 之前的审批。",
  },
  api: { status: "hand-written", uses: ["StateGraph", "Annotation", "Command", "interrupt", "createReactAgent"] },
  handoff: { router: LIBRARY_HANDOFF },
  knobs: ["reportProtocol", "redispatchBudget", "circuitBreaker", "centreTools", "approvalGate"],
  guards: "centre",
  // With the protocol off, every worker's raw output goes into the shared history.
  keepEverything: { reportProtocol: false },
  state: { keys: ["workerReports", "dispatches", "toolLedger", "permissions", "clock", "pending"] },
  build: lazyBuild(() => import("./graphs/supervisorGuarded")),
};
