import type { Trace, TraceStep, TraceToolCall } from "../../engine/trace/types";
import type { TextKey, TextParams } from "../i18n/catalog";
import { stepDecision } from "./stepDecision";

type T = (key: TextKey, params?: TextParams) => string;

const ARGS_SHOWN = 48;

/** A tool call's arguments as a reader scans them: the values, quoted, cut short. */
function shortArgs(call: TraceToolCall): string {
  const text = Object.values(call.args)
    .map((value) => JSON.stringify(value))
    .join(", ");
  return text.length > ARGS_SHOWN ? `${text.slice(0, ARGS_SHOWN - 1)}…` : text;
}

/** The step's decision in words: a hand-over (naming the target and the tool), a hand-back, a subagent asked, or any other tool called. */
function decision(trace: Trace, at: TraceStep, t: T): string | undefined {
  const made = stepDecision(trace, at);
  if (!made) return undefined;
  const { agent, call } = made;
  if (made.kind === "called") return t("step.called", { agent, tool: call.name, args: shortArgs(call) });
  const key = { returned: "step.returned", handedOff: "step.handedOff", asked: "step.asked" } as const;
  return t(key[made.kind], { agent, target: made.target, tool: call.name });
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
