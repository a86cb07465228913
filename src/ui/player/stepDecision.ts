import type { Trace, TraceStep, TraceToolCall } from "../../engine/trace/types";

const HANDOFF = /^transfer_to_(.+)$/;
const HANDBACK = /^transfer_back_to_(.+)$/;
const ASK = /^ask_(.+)$/;

/**
 * What a step decided, read from the last AI message its update carries: a hand-over to another
 * agent (a transfer tool), a hand-back, a subagent asked, or any other tool called.
 */
export type StepDecision =
  | { kind: "handedOff" | "returned" | "asked"; agent: string; target: string; call: TraceToolCall }
  | { kind: "called"; agent: string; call: TraceToolCall };

/** Who decided: the agent the runtime named on the message, else whose model the step called, else the innermost agent it ran in. */
function actorOf(trace: Trace, at: TraceStep, author: string | undefined): string {
  const call = at.modelCalls.length ? trace.modelCalls[at.modelCalls[0]] : undefined;
  return author ?? call?.agent ?? at.namespace.at(-1) ?? at.node;
}

/** The decision step `at` carries, if its update holds an AI message that called a tool. */
export function stepDecision(trace: Trace, at: TraceStep): StepDecision | undefined {
  const lastAi = [...at.update].reverse().map((id) => trace.messages[id]).find((m) => m?.type === "ai");
  const call = lastAi?.toolCalls?.at(-1);
  if (!call) return undefined;
  const agent = actorOf(trace, at, lastAi?.name);
  const back = HANDBACK.exec(call.name);
  if (back) return { kind: "returned", agent, target: back[1], call };
  const handoff = HANDOFF.exec(call.name);
  if (handoff) return { kind: "handedOff", agent, target: handoff[1], call };
  const ask = ASK.exec(call.name);
  if (ask) return { kind: "asked", agent, target: ask[1], call };
  return { kind: "called", agent, call };
}
