import { businessTools, handoffsOf } from "../guards/traceFacts";
import type { Trace, TraceModelCall } from "../trace/types";
import { defineCheck } from "./types";

function firstCallAfter(trace: Trace, agent: string, step: number): TraceModelCall | undefined {
  return trace.modelCalls.find((call) => call.agent === agent && call.step > step);
}

function lastCallUpTo(trace: Trace, agent: string, step: number): TraceModelCall | undefined {
  return trace.modelCalls.filter((call) => call.agent === agent && call.step <= step).at(-1);
}

/** Seed 003 §8, swarm: after a handoff, the tools the model is offered are not a superset of the previous agent's. */
export const allowListNarrows = defineCheck({
  id: "allow-list-not-superset",
  title: { en: "Allow-list recomputed", zh: "交接后白名单重算" },
  reasons: {
    narrowed: { en: "After every handoff the next agent's tools were no superset of the previous agent's.", zh: "每次交接后，下一位 agent 的工具都不是上一位的超集。" },
    superset: {
      en: "Step {step}: after {from}→{to}, {to} was offered {tools}, every tool {from} had ({previous}).",
      zh: "第 {step} 步：{from}→{to} 之后，{to} 被提供了 {tools}，包含了 {from} 的全部工具（{previous}）。",
    },
    noHandoffs: { en: "No handoff between agents that hold tools.", zh: "没有持有工具的 agent 之间的交接。" },
  },
  evaluate(trace) {
    let compared = false;
    for (const { value, step } of handoffsOf(trace)) {
      const before = lastCallUpTo(trace, value.from, step);
      const after = firstCallAfter(trace, value.to, step);
      if (!before || !after) continue;
      const previous = businessTools(before);
      // Every list is a superset of nothing: only a previous agent that held tools tells.
      if (!previous.length) continue;
      compared = true;
      const offered = businessTools(after);
      if (previous.every((name) => offered.includes(name))) {
        return { status: "fail", reason: "superset", params: { step: after.step, from: value.from, to: value.to, tools: offered.join(", "), previous: previous.join(", ") }, evidence: [step, after.step] };
      }
    }
    return compared ? { status: "pass", reason: "narrowed", evidence: [] } : { status: "not-applicable", reason: "noHandoffs", evidence: [] };
  },
});
