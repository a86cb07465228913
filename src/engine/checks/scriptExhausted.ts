import { SCRIPT_EXHAUSTED } from "../model/errorNames";
import { errorName, errorStep } from "./evidence";
import { defineCheck } from "./types";

/**
 * A script that ran out: some agent was called more often than its script has replies. Either the run
 * ended in the playground's own `ScriptExhaustedError`, or, worse, a tool that ran the agent (a
 * subagent's wrapper, through ToolNode) turned the error into a tool message and the run went on.
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
    ranOutQuietly: {
      en: "{agent}'s script has {replies} replies, but call {callNumber} needed one more; a tool turned the error into its result and the run went on as if it had an answer. Add a reply.",
      zh: "{agent} 的脚本只有 {replies} 条回复，第 {callNumber} 次调用却还要一条；一个工具把这个错误当成了结果，运行像得到了回答一样继续。请补一条回复。",
    },
  },
  evaluate(trace) {
    // The call that found no reply is recorded, marked with the error it threw.
    const dry = trace.modelCalls.filter((call) => call.error === SCRIPT_EXHAUSTED);
    if (!dry.length) return { status: "pass", reason: "enough", evidence: [] };
    const { agent, callNumber } = dry[0];
    const params = { agent, callNumber, replies: callNumber - 1 };
    if (errorName(trace) === SCRIPT_EXHAUSTED) return { status: "fail", reason: "ranOut", params, evidence: [errorStep(trace)] };
    return { status: "fail", reason: "ranOutQuietly", params, evidence: [...new Set(dry.map((call) => call.step))] };
  },
});
