import { GUARD_LIMITS } from "../guards/limits";
import { workerRunsOf } from "../guards/traceFacts";
import { defineCheck } from "./types";

/** Seed 003 §8: more than one re-dispatch of a worker ends the run or goes to a human, never a third run. */
export const redispatchBudget = defineCheck({
  id: "redispatch-budget",
  title: { en: "Re-dispatch budget", zh: "改派预算" },
  reasons: {
    within: { en: "No worker ran more than {max} times in a turn.", zh: "每轮里没有 worker 运行超过 {max} 次。" },
    over: {
      en: "Step {step}: run {count} of {worker} in turn {turn}; after one re-dispatch the run should end or go to a human.",
      zh: "第 {step} 步：{worker} 在第 {turn} 轮第 {count} 次运行；改派一次之后应当结束或转人工。",
    },
    noDispatch: { en: "No worker was dispatched.", zh: "没有派过 worker。" },
  },
  evaluate(trace) {
    const runs = workerRunsOf(trace);
    if (!runs.length) return { status: "not-applicable", reason: "noDispatch", evidence: [] };
    const max = 1 + GUARD_LIMITS.redispatches;
    const counts = new Map<string, number>();
    for (const run of runs) {
      const key = `${run.value.turn}:${run.value.worker}`;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count > max) return { status: "fail", reason: "over", params: { step: run.step, worker: run.value.worker, count, turn: run.value.turn + 1 }, evidence: [run.step] };
    }
    return { status: "pass", reason: "within", params: { max }, evidence: [] };
  },
});
