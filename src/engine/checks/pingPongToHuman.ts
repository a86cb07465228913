import { handoffsOf } from "../guards/traceFacts";
import { defineCheck } from "./types";

/** Seed 003 §8, swarm: A→B→A goes to a human before a third handoff happens. */
export const pingPongToHuman = defineCheck({
  id: "ping-pong-to-human",
  title: { en: "Ping-pong goes to a human", zh: "踢皮球转人工" },
  reasons: {
    stopped: { en: "Step {step}: {a}→{b}→{a} went to a human before a third handoff.", zh: "第 {step} 步：{a}→{b}→{a} 在第三次交接之前转给了人工。" },
    bounced: {
      en: "Step {step}: handoff {n} ({from}→{to}) followed {a}→{b}→{a}; the bounce should have gone to a human.",
      zh: "第 {step} 步：第 {n} 次交接（{from}→{to}）发生在 {a}→{b}→{a} 之后；来回交接应当转人工。",
    },
    noBounce: { en: "No handoff went back the way it came.", zh: "没有原路退回的交接。" },
  },
  evaluate(trace) {
    const log = handoffsOf(trace);
    for (let i = 0; i + 1 < log.length; i += 1) {
      const [first, back] = [log[i].value, log[i + 1].value];
      if (first.turn !== back.turn || first.from !== back.to || first.to !== back.from) continue;
      const params = { a: first.from, b: first.to };
      const third = log[i + 2];
      if (third && third.value.turn === back.turn) {
        return { status: "fail", reason: "bounced", params: { ...params, step: third.step, n: i + 3, from: third.value.from, to: third.value.to }, evidence: [log[i].step, log[i + 1].step, third.step] };
      }
      return { status: "pass", reason: "stopped", params: { ...params, step: log[i + 1].step }, evidence: [log[i].step, log[i + 1].step] };
    }
    return { status: "not-applicable", reason: "noBounce", evidence: [] };
  },
});
