import { GUARD_LIMITS } from "../guards/limits";
import { isGuarded, ledgerOf } from "../guards/traceFacts";
import { defineCheck } from "./types";

/** Seed 003 §8: calls of one tool in flight at once stay within the limit, counted per tool over every worker. */
export const toolConcurrency = defineCheck({
  id: "tool-concurrency",
  title: { en: "Same-tool concurrency", zh: "同一工具并发" },
  reasons: {
    within: { en: "No tool ever had more than {limit} call in flight.", zh: "任何工具同时在途的调用都没有超过 {limit} 个。" },
    over: {
      en: "Step {step}: {agent} called {tool} while {others} earlier call(s) still held it ({count} at once, limit {limit}).",
      zh: "第 {step} 步：{agent} 调用 {tool} 时还有 {others} 个早先的调用占着它（同时 {count} 个，上限 {limit}）。",
    },
    noTools: { en: "No tool calls on the virtual clock.", zh: "虚拟时钟上没有工具调用。" },
  },
  evaluate(trace) {
    const ledger = ledgerOf(trace);
    if (!isGuarded(trace) || !ledger.length) return { status: "not-applicable", reason: "noTools", evidence: [] };
    const limit = GUARD_LIMITS.toolConcurrency;
    const over = ledger.find((entry) => entry.value.concurrent > limit);
    if (over) {
      const { agent, tool, concurrent } = over.value;
      return { status: "fail", reason: "over", params: { step: over.step, agent, tool, others: concurrent - 1, count: concurrent, limit }, evidence: [over.step] };
    }
    return { status: "pass", reason: "within", params: { limit }, evidence: [] };
  },
});
