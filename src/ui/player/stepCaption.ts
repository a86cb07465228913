import type { Trace } from "../../engine/trace/types";
import type { TextKey, TextParams } from "../i18n/catalog";

type T = (key: TextKey, params?: TextParams) => string;

/** One line saying what the step at the playhead did, from the trace alone. */
export function stepCaption(trace: Trace, step: number, t: T): string {
  const at = trace.steps[step];
  if (!at) return "";
  if (at.kind === "error") return t("step.error", { name: at.error?.name ?? "Error" });
  if (at.kind === "input") return t("step.input", { turn: at.turn + 1 });
  if (at.kind === "interrupt") return at.interrupt?.resume === undefined ? t("step.interruptWaiting") : t("step.interruptResumed");
  const ran =
    at.namespace.length > 0
      ? t("step.inner", { node: at.node, agent: at.namespace.join(" › ") })
      : t("step.node", { node: at.node });
  const parts = [ran];
  if (at.added.length) parts.push(t("step.added", { count: at.added.length }));
  if (at.modelCalls.length === 1) parts.push(t("step.modelCallsOne"));
  else if (at.modelCalls.length) parts.push(t("step.modelCalls", { count: at.modelCalls.length }));
  return parts.join(" · ");
}
