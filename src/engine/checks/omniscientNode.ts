import { isGuarded, rawOutputs, rawSeenBy } from "../guards/traceFacts";
import { defineCheck } from "./types";

/**
 * Seed 003 §7's one question: is any node allowed to see every worker's raw output? Answered from
 * what each model really received: a call that holds raw output of every other worker that had
 * produced any by then. Yes means the structure is a supervisor, whatever its handoffs look like.
 */
export const omniscientNode = defineCheck({
  id: "no-omniscient-node",
  title: { en: "No node sees every worker's raw output", zh: "没有节点看见所有 worker 原文" },
  reasons: {
    none: { en: "No model call received the raw output of every other worker.", zh: "没有哪次模型调用收到了其他所有 worker 的原文。" },
    sees: {
      en: "Step {step}: {agent}'s call {call} received the raw output of every other worker ({workers}): structurally a supervisor.",
      zh: "第 {step} 步：{agent} 的第 {call} 次调用收到了其他所有 worker（{workers}）的原文：结构上就是 supervisor。",
    },
    oneWorker: { en: "Fewer than two agents produced output.", zh: "产出内容的 agent 不到两个。" },
  },
  evaluate(trace) {
    const raw = rawOutputs(trace);
    if (!isGuarded(trace) || new Set(raw.map((item) => item.worker)).size < 2) return { status: "not-applicable", reason: "oneWorker", evidence: [] };
    for (const call of trace.modelCalls) {
      const others = new Set(raw.filter((item) => item.worker !== call.agent && item.step <= call.step).map((item) => item.worker));
      if (!others.size) continue;
      const seen = new Set(rawSeenBy(call, raw).map((item) => item.worker));
      if ([...others].every((worker) => seen.has(worker))) {
        return { status: "fail", reason: "sees", params: { step: call.step, agent: call.agent, call: call.callNumber, workers: [...others].join(", ") }, evidence: [call.step] };
      }
    }
    return { status: "pass", reason: "none", evidence: [] };
  },
});
