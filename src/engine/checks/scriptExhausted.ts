import { SCRIPT_EXHAUSTED } from "../model/errorNames";
import { errorName, errorStep } from "./evidence";
import { defineCheck } from "./types";

/**
 * A script that ran out: some agent was called more often than its script has replies, so the run
 * ended in the playground's own `ScriptExhaustedError` (a real model would have answered something).
 */
export const scriptExhausted = defineCheck({
  id: "script-exhausted",
  title: { en: "Scripts last", zh: "脚本回复够用" },
  reasons: {
    enough: { en: "No agent was called more often than its script has replies.", zh: "没有哪个智能体被调用的次数超过它脚本里的回复数。" },
    ranOut: {
      en: "{agent}'s script has {replies} replies, but the graph called it a time more (call {callNumber}): add a reply, or see why the graph keeps calling it.",
      zh: "{agent} 的脚本只有 {replies} 条回复，图却又调用了它一次（第 {callNumber} 次）：补一条回复，或查明图为什么一直调用它。",
    },
  },
  evaluate(trace) {
    if (errorName(trace) !== SCRIPT_EXHAUSTED) return { status: "pass", reason: "enough", evidence: [] };
    const stopped = errorStep(trace);
    // The call that found no reply is still recorded: the last one, made at the error step.
    const call = trace.modelCalls.at(-1);
    const params = call ? { agent: call.agent, callNumber: call.callNumber, replies: call.callNumber - 1 } : { agent: "?", callNumber: 0, replies: 0 };
    return { status: "fail", reason: "ranOut", params, evidence: [stopped] };
  },
});
