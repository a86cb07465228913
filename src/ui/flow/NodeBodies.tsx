import type { ReactNode } from "react";
import { useText } from "../i18n/useText";
import { useFoldToggle } from "./foldContext";
import { HEAT_SHADES } from "./heat";
import type { FlowNode } from "./types";

/** Props of a node's body: drawn inside React Flow (its handles as `children`) or in the diagram's sketch. */
export interface NodeBodyProps {
  id: string;
  data: FlowNode["data"];
  /** `flow-node-<id>` inside React Flow. */
  testId?: string;
  children?: ReactNode;
}

/** Alike agents folded into one node: drawn as a stack of cards. */
const STACK = "shadow-[4px_4px_0_-1px_rgb(148_163_184_/_0.55),8px_8px_0_-2px_rgb(148_163_184_/_0.35)]";

/** A node the build error names, in the graph a failed build meant. */
const FAILING = "border-2 border-dashed border-rose-600 bg-rose-50 text-rose-900 dark:border-rose-400 dark:bg-rose-950/60 dark:text-rose-100";

function CallBadge({ calls, active }: { calls: number; active: boolean }) {
  const t = useText();
  if (calls === 0) return null;
  return (
    <span
      data-testid="flow-calls"
      title={t("flow.calls", { count: calls })}
      className={`ml-1.5 rounded-full px-1.5 text-[10px] font-semibold tabular-nums leading-4 ${
        active ? "bg-white/25 text-white" : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200"
      }`}
    >
      {calls}
    </span>
  );
}

/** The data attributes of a node's context (e2e and automation read them); none on a node without model calls. */
function contextAttributes(context: FlowNode["data"]["context"]) {
  if (!context) return {};
  return {
    "data-calls": context.calls,
    "data-input-messages": context.inputMessages,
    ...(context.inputTokens !== undefined ? { "data-input-tokens": context.inputTokens } : {}),
  };
}

/** What an agent's latest call read: its input messages and, once counted, tokens. */
function ContextLine({ context, className = "" }: { context: FlowNode["data"]["context"]; className?: string }) {
  const t = useText();
  if (!context) return null;
  const text =
    context.inputTokens === undefined
      ? t("flow.contextMessages", { messages: context.inputMessages })
      : t("flow.context", { messages: context.inputMessages, tokens: context.inputTokens.toLocaleString("en-US") });
  return (
    <span data-testid="flow-context" title={t("flow.contextHint")} className={`truncate text-[11px] font-normal tabular-nums text-slate-600 dark:text-slate-300 ${className}`}>
      {text}
    </span>
  );
}

/**
 * A node that runs: an agent's model or tools node, a hand-rolled router, the coordinator. The
 * highlight switches at once: a fade would pass through grey text on blue (axe's colour contrast).
 */
export function StepBody({ id, data, testId = `flow-node-${id}`, children }: NodeBodyProps) {
  return (
    <div
      data-testid={testId}
      data-active={data.active ? "true" : "false"}
      data-failing={data.failing ? "true" : undefined}
      {...contextAttributes(data.context)}
      data-heat={data.heat}
      className={`flex h-full w-full items-center justify-center rounded-lg border px-2 font-mono text-[13px] ${data.heat !== undefined && !data.active ? HEAT_SHADES[data.heat] : ""} ${
        data.failing
          ? FAILING
          : data.active
          ? "border-sky-700 bg-sky-700 text-white shadow-lg shadow-sky-500/30 ring-4 ring-sky-400/30"
          : data.visited
            ? "border-slate-400 bg-white text-slate-800 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100"
            : "border-slate-300 bg-white text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
      }`}
    >
      {children}
      <span className="truncate" translate="no">{data.name}</span>
      <CallBadge calls={data.calls} active={data.active} />
    </div>
  );
}

/** START and END, at the top level as pills, inside a group as small dots. */
export function TerminalBody({ id, data, testId = `flow-node-${id}`, children }: NodeBodyProps) {
  const base = data.active
    ? "border-sky-700 bg-sky-700 text-white ring-4 ring-sky-400/30"
    : "border-slate-400 bg-slate-100 text-slate-600 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-300";
  return (
    <div
      data-testid={testId}
      data-active={data.active ? "true" : "false"}
      title={id}
      translate="no"
      className={`flex h-full w-full items-center justify-center rounded-full border text-[11px] font-semibold tracking-wider ${base}`}
    >
      {children}
      {data.inner ? null : data.name}
    </div>
  );
}

/** An agent subgraph: a frame around its inner nodes, or one box when collapsed. */
export function GroupBody({ id, data, testId = `flow-node-${id}`, children }: NodeBodyProps) {
  const t = useText();
  const toggleGroup = useFoldToggle();
  const toggleText = data.aggregate
    ? t("flow.expandAlike", { count: data.aggregate, group: data.name })
    : t(data.collapsed ? "flow.expand" : "flow.collapse", { group: data.name });
  const frame = data.failing
    ? FAILING
    : data.active
    ? "border-sky-500 bg-sky-50/80 ring-4 ring-sky-400/25 dark:bg-sky-950/40"
    : data.visited
      ? "border-slate-400 bg-slate-50/80 dark:border-slate-500 dark:bg-slate-800/40"
      : "border-slate-300 bg-slate-50/50 dark:border-slate-700 dark:bg-slate-900/40";
  return (
    <div
      data-testid={testId}
      data-active={data.active ? "true" : "false"}
      data-failing={data.failing ? "true" : undefined}
      data-collapsed={data.collapsed ? "true" : "false"}
      {...contextAttributes(data.context)}
      data-aggregate={data.aggregate}
      data-heat={data.collapsed ? data.heat : undefined}
      className={`h-full w-full rounded-xl border-2 transition-[background-color,border-color,box-shadow] duration-200 ${frame} ${data.collapsed && data.heat !== undefined ? HEAT_SHADES[data.heat] : ""} ${data.collapsed ? "flex flex-col items-center justify-center" : ""} ${data.aggregate ? STACK : ""}`}
    >
      {children}
      <div className={`flex items-center gap-1 px-2 ${data.collapsed ? "w-full justify-center" : "h-7"}`}>
        {data.foldable ? (
        <button
          type="button"
          className="nodrag flex h-5 w-5 items-center justify-center rounded text-slate-500 hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-700"
          aria-label={toggleText}
          title={toggleText}
          data-testid={`flow-group-toggle-${id}`}
          onClick={(event) => {
            // The node itself jumps the playhead on click; the toggle only folds.
            event.stopPropagation();
            toggleGroup(id);
          }}
        >
          <span className={`inline-block text-[10px] transition-transform ${data.collapsed ? "" : "rotate-90"}`}>▶</span>
        </button>
        ) : null}
        <span className="whitespace-nowrap text-sm font-semibold text-slate-800 dark:text-slate-100" translate="no">{data.name}</span>
        <CallBadge calls={data.calls} active={false} />
      </div>
      {data.collapsed && data.context ? <ContextLine context={data.context} className="max-w-full px-2" /> : null}
    </div>
  );
}
