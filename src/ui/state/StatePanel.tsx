import { useMemo, useState } from "react";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { Field } from "./StateField";
import { ActiveAgentState, DispatchState, RouterState } from "./StateViews";
import { TodosFilesState } from "./TodosFilesState";
import { TOPOLOGIES } from "../../engine/topologies";
import { activeAgentView, dispatchView, hasExtraState, routerView, stateAtStep, viewedKeys } from "./topologyState";

/** Props of {@link StatePanel}. */
export interface StatePanelProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
}

/**
 * The topology's own state at the playhead (`step.extra`): the JSON-dispatch blackboard, the
 * router's proposal, the critic's verdict and the cut plan, a deep agent's todos and files, and any
 * other key as plain JSON,
 * and the active agent with its hand-over log where the topology keeps one (a swarm's `activeAgent`).
 * Renders nothing for a run (or a turn, so far) without such state.
 */
export function StatePanel({ trace, step }: StatePanelProps) {
  const t = useText();
  const [open, setOpen] = useState(true);
  const anyExtra = useMemo(() => hasExtraState(trace), [trace]);
  const extra = useMemo(() => (anyExtra ? stateAtStep(trace, step) : undefined), [anyExtra, trace, step]);
  const agent = useMemo(() => activeAgentView(trace, step), [trace, step]);
  if (!extra && !agent) return null;
  const at = trace.steps[Math.min(Math.max(step, 0), trace.steps.length - 1)];
  const state = extra ?? { turn: at?.turn ?? 0, values: {}, changed: [] };
  const agentChanged = agent?.log.at(-1)?.step === at?.index;
  // The topology's descriptor names the view for its keys; anything else is listed as JSON.
  const { view } = TOPOLOGIES[trace.knobs.topology].state;
  const dispatch = view === "dispatch" ? dispatchView(state.values, trace.knobs.maxIter) : undefined;
  const routing = view === "router" ? routerView(state.values) : undefined;
  const viewed = viewedKeys(trace.knobs.topology);
  const others = Object.entries(state.values).filter(([key]) => !viewed.has(key));
  return (
    <section data-testid="state-panel" data-turn={state.turn} className="flex max-h-[45%] shrink-0 flex-col border-b border-slate-200 text-xs dark:border-slate-700">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        title={t("state.toggle")}
        data-testid="state-panel-toggle"
        className="flex items-center gap-1.5 px-2 py-1.5 text-left text-sm font-semibold"
      >
        <span className={`inline-block text-[9px] transition-transform ${open ? "rotate-90" : ""}`}>▶</span>
        {t("state.title", { turn: state.turn + 1 })}
        {state.changed.length || agentChanged ? (
          <span className="ml-auto rounded bg-amber-100 px-1.5 text-[10px] font-medium text-amber-800 dark:bg-amber-900/60 dark:text-amber-200">{t("state.changedHere")}</span>
        ) : null}
      </button>
      {open ? (
        <div className="min-h-0 space-y-2 overflow-y-auto px-2 pb-2" data-testid="state-panel-body">
          {agent ? <ActiveAgentState view={agent} changed={agentChanged} /> : null}
          {dispatch ? <DispatchState view={dispatch} changed={state.changed} /> : null}
          {routing ? <RouterState view={routing} changed={state.changed} /> : null}
          {view === "todos-files" ? <TodosFilesState values={state.values} changed={state.changed} /> : null}
          {others.map(([key, value]) => (
            <Field key={key} label={key} changed={state.changed.includes(key)}>
              <pre className="font-mono text-[11px] break-words whitespace-pre-wrap" data-testid={`state-key-${key}`}>
                {JSON.stringify(value, null, 1)}
              </pre>
            </Field>
          ))}
        </div>
      ) : null}
    </section>
  );
}
