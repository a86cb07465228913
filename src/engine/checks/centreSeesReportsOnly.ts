import { excerpt, guardsOf, rawOutputs, rawSeenBy } from "../guards/traceFacts";
import { defineCheck } from "./types";

/**
 * Seed 003 §8, supervisor: the centre's prompt holds no worker's raw text ("no unique sentence of a
 * blob appears in the prompt"). Judged from what each supervisor model call really received.
 */
export const centreSeesReportsOnly = defineCheck({
  id: "centre-reports-only",
  title: { en: "Centre reads reports only", zh: "中心只读报告" },
  reasons: {
    clean: { en: "No supervisor model call received a worker's raw output.", zh: "supervisor 的每次模型调用都没有收到 worker 的原文。" },
    leaked: {
      en: "Step {step}: the supervisor's call {call} holds {worker}'s raw output «{text}».",
      zh: "第 {step} 步：supervisor 的第 {call} 次调用收到了 {worker} 的原文「{text}」。",
    },
    noCentre: { en: "Only the guarded supervisor keeps worker reports.", zh: "只有带闸的 supervisor 有 worker 报告。" },
  },
  evaluate(trace) {
    if (guardsOf(trace) !== "centre" || !trace.router) return { status: "not-applicable", reason: "noCentre", evidence: [] };
    const raw = rawOutputs(trace);
    for (const call of trace.modelCalls.filter((c) => c.agent === trace.router)) {
      const [seen] = rawSeenBy(call, raw);
      if (seen) return { status: "fail", reason: "leaked", params: { step: call.step, call: call.callNumber, worker: seen.worker, text: excerpt(seen.message.content) }, evidence: [call.step, seen.step] };
    }
    return { status: "pass", reason: "clean", evidence: [] };
  },
});
