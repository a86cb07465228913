import { refund9821 } from "./refund9821";
import type { Scenario } from "./types";

/**
 * Seed 003 §7's fake swarm: the refund walkthrough's handoffs, but every one passes a coordinator
 * that reads the whole transcript. The check asks the seed's one question from what each model saw.
 */
export const fakeSwarm: Scenario = {
  ...refund9821,
  id: "fake-swarm",
  title: "Fake swarm: a hidden coordinator reads everything",
  summary:
    "Reception hands over to refund as in refund-9821, but the handoff passes a coordinator node whose model reads every agent's raw output and picks who goes next. Is any node allowed to see every worker's raw output? The check answers from the model inputs; turn the coordinator off and the answer changes.",
  narrative: [],
  router: { name: "coordinator", prompt: "你是协调函数：读完整记录，决定下一位 agent。" },
  routerScripts: { "swarm-guarded": [{ toolCalls: [{ name: "transfer_to_refund" }] }] },
  topologies: ["swarm-guarded"],
  knobs: { hiddenCoordinator: true },
};
