import { useState } from "react";
import type { HumanDecision, HumanRequest } from "../../engine/hitl/humanRequest";
import { selectDecide } from "../../store/decisionsSlice";
import { useAppStore } from "../../store/appStore";
import { selectStep, selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { editedValue, interruptViewAt } from "./interruptView";

const BUTTON = "rounded-md px-2.5 py-1 text-xs font-medium shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500";

function ArgsEditor({ request, values, onChange }: { request: HumanRequest; values: Record<string, string>; onChange(name: string, text: string): void }) {
  return (
    <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 font-mono text-[11px]">
      {Object.entries(request.args).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{name}</dt>
          <dd>
            {request.editable.includes(name) ? (
              <input
                aria-label={name}
                data-testid={`interrupt-arg-${name}`}
                value={values[name] ?? String(value)}
                onChange={(event) => onChange(name, event.target.value)}
                className="w-28 max-w-full rounded border border-slate-300 bg-white px-1.5 py-0.5 dark:border-slate-600 dark:bg-slate-800"
              />
            ) : (
              <span className="text-slate-800 dark:text-slate-200">{JSON.stringify(value)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A decision in words, for an interrupt the run already went past. */
function decisionText(t: ReturnType<typeof useText>, decision: HumanDecision): string {
  if (decision.type === "approve") return t("interrupt.decidedApprove");
  if (decision.type === "reject") return t("interrupt.decidedReject");
  return t("interrupt.decidedEdit", { args: JSON.stringify(decision.args) });
}

/**
 * The human's card: when the playhead is on an interrupt, what the graph asks (the action and its
 * arguments) and where it waits, with Approve, Reject and, for editable arguments, Edit. A choice
 * re-runs the real graph with it as the `Command({ resume })` value and plays on from here.
 */
export function InterruptPanel() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const decide = useAppStore(selectDecide);
  const [edits, setEdits] = useState<{ step: number; values: Record<string, string> }>({ step: -1, values: {} });
  const view = trace ? interruptViewAt(trace, step) : undefined;
  if (!view) return null;
  const { request, interrupt, decided } = view;
  const values = edits.step === step ? edits.values : {};
  const canEdit = !!request && request.editable.length > 0;
  const editDecision = (): HumanDecision => ({
    type: "edit",
    args: Object.fromEntries(request!.editable.map((name) => [name, editedValue(request!.args[name], values[name] ?? String(request!.args[name]))])),
  });
  return (
    <section
      data-testid="interrupt-panel"
      data-decided={decided ? decided.type : "waiting"}
      aria-label={t("interrupt.title")}
      className="pointer-events-auto rounded-lg border border-amber-400 bg-amber-50/95 px-3 py-2 text-xs shadow-md ring-4 ring-amber-300/25 dark:border-amber-600 dark:bg-slate-900/95"
    >
      <p className="font-semibold text-amber-800 dark:text-amber-300">{t("interrupt.title")}</p>
      {request ? (
        <p className="mt-1 text-slate-800 dark:text-slate-200">
          {t("interrupt.asks", { action: request.action })}
        </p>
      ) : (
        <pre className="mt-1 max-h-24 overflow-auto font-mono text-[11px] whitespace-pre-wrap text-slate-800 dark:text-slate-200">{JSON.stringify(interrupt.value, null, 2)}</pre>
      )}
      {request ? <ArgsEditor request={request} values={values} onChange={(name, text) => setEdits({ step, values: { ...values, [name]: text } })} /> : null}
      <p className="mt-1.5 text-[11px] text-slate-500 dark:text-slate-400" data-testid="interrupt-next">
        {interrupt.next.length ? t("interrupt.waitsAt", { nodes: interrupt.next.join(", ") }) : t("interrupt.noState")}
      </p>
      {decided ? (
        <p className="mt-1 text-[11px] text-slate-700 dark:text-slate-300" data-testid="interrupt-decided">
          {decisionText(t, decided)}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" data-testid="interrupt-approve" onClick={() => decide({ type: "approve" })} className={`${BUTTON} bg-emerald-600 text-white hover:bg-emerald-700`}>
          {t("interrupt.approve")}
        </button>
        <button type="button" data-testid="interrupt-reject" onClick={() => decide({ type: "reject" })} className={`${BUTTON} bg-rose-600 text-white hover:bg-rose-700`}>
          {t("interrupt.reject")}
        </button>
        {canEdit ? (
          <button type="button" data-testid="interrupt-edit" onClick={() => decide(editDecision())} className={`${BUTTON} border border-amber-500 bg-white text-amber-800 hover:bg-amber-100 dark:bg-slate-800 dark:text-amber-300`}>
            {t("interrupt.edit")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
