import type { Trace, TraceStep, TraceToolCall } from "../../engine/trace/types";
import type { TextKey, TextParams } from "../i18n/catalog";

type T = (key: TextKey, params?: TextParams) => string;

const HANDOFF = /^transfer_to_(.+)$/;
const HANDBACK = /^transfer_back_to_(.+)$/;
const ASK = /^ask_(.+)$/;
const ARGS_SHOWN = 48;

/** A tool call's arguments as a reader scans them: the values, quoted, cut short. */
function shortArgs(call: TraceToolCall): string {
  const text = Object.values(call.args)
    .map((value) => JSON.stringify(value))
    .join(", ");
  return text.length > ARGS_SHOWN ? `${text.slice(0, ARGS_SHOWN - 1)}…` : text;
}

/** Who decided: the agent the runtime named on the message, else whose model the step called, else the innermost agent it ran in. */
function actorOf(trace: Trace, at: TraceStep, author: string | undefined): string {
  const call = at.modelCalls.length ? trace.modelCalls[at.modelCalls[0]] : undefined;
  return author ?? call?.agent ?? at.namespace.at(-1) ?? at.node;
}

/**
 * What the step decided, from the last AI message its update carries: a hand-over (a transfer tool,
 * naming the target and the tool), a hand-back, a subagent asked, or any other tool called.
 */
function decision(trace: Trace, at: TraceStep, t: T): string | undefined {
  const lastAi = [...at.update].reverse().map((id) => trace.messages[id]).find((m) => m?.type === "ai");
  const call = lastAi?.toolCalls?.at(-1);
  if (!call) return undefined;
  const agent = actorOf(trace, at, lastAi?.name);
  const back = HANDBACK.exec(call.name);
  if (back) return t("step.returned", { agent, target: back[1], tool: call.name });
  const handoff = HANDOFF.exec(call.name);
  if (handoff) return t("step.handedOff", { agent, target: handoff[1], tool: call.name });
  const ask = ASK.exec(call.name);
  if (ask) return t("step.asked", { agent, target: ask[1], tool: call.name });
  return t("step.called", { agent, tool: call.name, args: shortArgs(call) });
}

/** One line saying what the step at the playhead did, from the trace alone. */
export function stepCaption(trace: Trace, step: number, t: T): string {
  const at = trace.steps[step];
  if (!at) return "";
  if (at.kind === "error") return t("step.error", { name: at.error?.name ?? "Error" });
  if (at.kind === "input") return t("step.input", { turn: at.turn + 1 });
  if (at.kind === "interrupt") return at.interrupt?.resume === undefined ? t("step.interruptWaiting") : t("step.interruptResumed");
  const ran =
    decision(trace, at, t) ??
    (at.namespace.length > 0 ? t("step.inner", { node: at.node, agent: at.namespace.join(" › ") }) : t("step.node", { node: at.node }));
  const parts = [ran];
  if (at.added.length) parts.push(t("step.added", { count: at.added.length }));
  if (at.modelCalls.length === 1) parts.push(t("step.modelCallsOne"));
  else if (at.modelCalls.length) parts.push(t("step.modelCalls", { count: at.modelCalls.length }));
  return parts.join(" · ");
}
