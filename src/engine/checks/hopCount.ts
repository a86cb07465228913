import { GUARD_LIMITS } from "../guards/limits";
import { guardsOf, handoffsOf } from "../guards/traceFacts";
import { defineCheck } from "./types";

/** Seed 003 §8, swarm: the hop count is in the trace, and a turn over the threshold fails. */
export const hopCount = defineCheck({
  id: "hop-count",
  title: { en: "Hops within the threshold", zh: "hop 数不超阈值" },
  reasons: {
    within: { en: "At most {hops} handoff(s) in a turn (threshold {limit}).", zh: "每轮最多 {hops} 次交接（阈值 {limit}）。" },
    over: { en: "Step {step}: handoff {hops} of turn {turn} ({from}→{to}) is over the threshold of {limit}.", zh: "第 {step} 步：第 {turn} 轮的第 {hops} 次交接（{from}→{to}）超过阈值 {limit}。" },
    noHandoffs: { en: "No handoff log in this run.", zh: "这次运行没有交接记录。" },
  },
  evaluate(trace) {
    if (guardsOf(trace) !== "peers") return { status: "not-applicable", reason: "noHandoffs", evidence: [] };
    const log = handoffsOf(trace);
    const limit = GUARD_LIMITS.hops;
    const perTurn = new Map<number, number>();
    for (const entry of log) {
      const hops = (perTurn.get(entry.value.turn) ?? 0) + 1;
      perTurn.set(entry.value.turn, hops);
      if (hops > limit) return { status: "fail", reason: "over", params: { step: entry.step, hops, turn: entry.value.turn + 1, from: entry.value.from, to: entry.value.to, limit }, evidence: [entry.step] };
    }
    return { status: "pass", reason: "within", params: { hops: Math.max(0, ...perTurn.values()), limit }, evidence: log.map((entry) => entry.step) };
  },
});
