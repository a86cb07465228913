import { excerpt, handoffsOf } from "../guards/traceFacts";
import { defineCheck } from "./types";

/**
 * Seed 003 §8, swarm: the handoff payload holds no full text of the previous agent's conversation.
 * Judged from the receiving agent's first model input: any message of the conversation so far that
 * reached it verbatim (the user's injected line included) fails the check.
 */
export const payloadTrimmed = defineCheck({
  id: "handoff-payload-trimmed",
  title: { en: "Handoff payload trimmed", zh: "交接载荷已裁剪" },
  reasons: {
    trimmed: { en: "Each next agent got a brief (intent, ids, summary), none of the previous conversation's text.", zh: "每位接手的 agent 只拿到简报（意图、id、摘要），没有上一段对话的原文。" },
    leaked: {
      en: "Step {step}: {to}'s model input holds {count} message(s) of the conversation before the handoff from {from}, among them «{text}».",
      zh: "第 {step} 步：{to} 的模型输入里有 {count} 条来自 {from} 交接之前对话的消息，其中有「{text}」。",
    },
    noHandoffs: { en: "No handoff in this run.", zh: "这次运行没有交接。" },
  },
  evaluate(trace) {
    const log = handoffsOf(trace);
    for (const { value, step } of log) {
      const after = trace.modelCalls.find((call) => call.agent === value.to && call.step > step);
      if (!after) continue;
      const before = trace.steps[step].state.map((id) => trace.messages[id]).filter((message) => message.type !== "system" && message.content);
      const texts = new Set(after.input.map((message) => message.content));
      const leaked = before.filter((message) => texts.has(message.content));
      if (leaked.length) {
        // The user's own words first: that is where an injected line rides along.
        const shown = leaked.find((message) => message.type === "human") ?? leaked[0];
        return { status: "fail", reason: "leaked", params: { step: after.step, to: value.to, from: value.from, count: leaked.length, text: excerpt(shown.content) }, evidence: [step, after.step] };
      }
    }
    return log.length ? { status: "pass", reason: "trimmed", evidence: [] } : { status: "not-applicable", reason: "noHandoffs", evidence: [] };
  },
});
