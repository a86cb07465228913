import { PROVIDER_REJECTED } from "../model/errorNames";
import { toolPairingFaults, type PairingEntry } from "../model/providerStrictness";
import type { TraceMessage, TraceModelCall } from "../trace/types";
import { errorName, errorStep } from "./evidence";
import { defineCheck } from "./types";

function pairingEntry(message: TraceMessage): PairingEntry {
  return { type: message.type, callIds: (message.toolCalls ?? []).map((call) => call.id), answers: message.toolCallId };
}

/** The model calls whose input a strict provider refuses, with the tool calls at fault in each. */
function refusedCalls(calls: readonly TraceModelCall[]): { call: TraceModelCall; missing: string[]; orphans: string[] }[] {
  return calls.flatMap((call) => {
    const faults = toolPairingFaults(call.input.map(pairingEntry));
    return faults.missing.length || faults.orphans.length ? [{ call, ...faults }] : [];
  });
}

/**
 * The provider's strict-history rule (OpenAI, Anthropic): every tool call answered by tool messages
 * right after it, no tool message without its call. Checked on exactly what each model received, so it
 * says what a real provider would do even when the scripted model was lenient.
 */
export const strictHistory = defineCheck({
  id: "strict-history",
  title: { en: "Strict provider accepts", zh: "严格的提供方接受" },
  reasons: {
    accepted: { en: "Every model call received a history OpenAI and Anthropic accept.", zh: "每次模型调用收到的历史，OpenAI 和 Anthropic 都会接受。" },
    wouldReject: {
      en: "OpenAI and Anthropic would reject {count} of {total} model calls, from {agent} call {callNumber} on: each input holds a tool call without its result, or a result without its call.",
      zh: "OpenAI 和 Anthropic 会拒绝 {total} 次模型调用中的 {count} 次，从 {agent} 的第 {callNumber} 次调用开始：每次的输入里都有没有结果的工具调用，或没有调用的结果。",
    },
    rejected: {
      en: "providerStrictness is strict, so {agent} call {callNumber} was refused the way OpenAI and Anthropic refuse it, and the run stopped.",
      zh: "providerStrictness 为 strict，{agent} 的第 {callNumber} 次调用像 OpenAI 和 Anthropic 那样被拒绝，运行停止。",
    },
    noCalls: { en: "No model was called.", zh: "没有调用任何模型。" },
  },
  evaluate(trace) {
    if (!trace.modelCalls.length) return { status: "not-applicable", reason: "noCalls", evidence: [] };
    const refused = refusedCalls(trace.modelCalls);
    if (!refused.length) return { status: "pass", reason: "accepted", evidence: [] };
    const toolCalls = [...new Set(refused.flatMap((r) => r.missing))];
    if (errorName(trace) === PROVIDER_REJECTED) {
      const last = refused[refused.length - 1].call;
      return { status: "fail", reason: "rejected", params: { agent: last.agent, callNumber: last.callNumber }, evidence: [errorStep(trace)], toolCalls };
    }
    const first = refused[0].call;
    const evidence = [...new Set(refused.map((r) => r.call.step))];
    return { status: "fail", reason: "wouldReject", params: { count: refused.length, total: trace.modelCalls.length, agent: first.agent, callNumber: first.callNumber }, evidence, toolCalls };
  },
});
