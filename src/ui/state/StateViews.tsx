import type { RouteDecision } from "../../engine/topologies/routerCritic";
import { useText } from "../i18n/useText";
import { Field } from "./StateField";
import type { ActiveAgentView, DispatchView, PlanRow, RouterView } from "./topologyState";

const chip = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] dark:bg-slate-800";

/** The active agent (the swarm's `activeAgent`) and the log of who handed it to whom. */
export function ActiveAgentState({ view, changed }: { view: ActiveAgentView; changed: boolean }) {
  const t = useText();
  return (
    <div className="space-y-1.5" data-testid="state-active-agent-view">
      <Field label="activeAgent" changed={changed}>
        <span className={chip} data-testid="state-active-agent">
          {view.active}
        </span>
      </Field>
      <Field label={t("state.handoffLog", { count: view.log.length - 1 })} changed={changed}>
        <ol className="flex flex-wrap items-center gap-1" data-testid="state-handoff-log">
          {view.log.map((entry, i) => (
            <li key={i} className={chip} data-testid="state-handoff" title={t("state.handoffAt", { step: entry.step + 1 })}>
              {entry.from ? `${entry.from} → ${entry.to}` : entry.to}
            </li>
          ))}
        </ol>
      </Field>
    </div>
  );
}

/** The JSON-dispatch supervisor's blackboard: dispatch history against max_iter, next, final answer. */
export function DispatchState({ view, changed }: { view: DispatchView; changed: string[] }) {
  const t = useText();
  return (
    <div className="space-y-1.5" data-testid="state-dispatch">
      <Field label={t("state.dispatchHistory", { count: view.history.length, max: view.maxIter })} changed={changed.includes("dispatch_history")}>
        {view.history.length ? (
          <ol className="flex flex-wrap items-center gap-1" data-testid="state-dispatch-history">
            {view.history.map((name, i) => (
              <li key={i} className={chip} data-testid="state-dispatch-item">
                {i + 1}. {name}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-500 dark:text-slate-400" data-testid="state-dispatch-history">
            {t("state.dispatchEmpty")}
          </p>
        )}
      </Field>
      {view.next !== undefined ? (
        <Field label={t("state.next")} changed={changed.includes("next")}>
          <span className={chip} data-testid="state-next">
            {String(view.next)}
          </span>
        </Field>
      ) : null}
      {typeof view.finalAnswer === "string" ? (
        <Field label={t("state.finalAnswer")} changed={changed.includes("final_answer")}>
          <p className="leading-snug" data-testid="state-final-answer">
            {view.finalAnswer}
          </p>
        </Field>
      ) : null}
      {view.stoppedAtMaxIter ? (
        <p role="status" className="rounded border border-rose-300 bg-rose-50 px-2 py-1 font-medium text-rose-800 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200" data-testid="state-max-iter-stop">
          {t("state.maxIterStop", { max: view.maxIter })}
        </p>
      ) : null}
    </div>
  );
}

/** The router's proposal, then the critic's verdict on it, or the plan with its cut. */
export function RouterState({ view, changed }: { view: RouterView; changed: string[] }) {
  const t = useText();
  const steps = view.proposal && Array.isArray(view.proposal.steps) ? view.proposal.steps.length : undefined;
  return (
    <div className="space-y-1.5" data-testid="state-router">
      {view.proposal !== undefined ? (
        <Field label={t("state.proposal")} changed={changed.includes("proposal")}>
          <p data-testid="state-proposal">
            {view.proposal === null ? (
              <span className="text-rose-700 dark:text-rose-300">{t("state.proposalNotJson")}</span>
            ) : steps !== undefined ? (
              t("state.proposalPlan", { count: steps })
            ) : (
              <>
                <span className={chip}>{view.proposedAgent ?? "?"}</span>
                {view.proposedConfidence !== undefined ? <span className="ml-1.5 text-slate-600 dark:text-slate-300">{t("state.confidence", { value: view.proposedConfidence.toFixed(2) })}</span> : null}
              </>
            )}
          </p>
        </Field>
      ) : null}
      {view.decision ? <Verdict decision={view.decision} changed={changed.includes("decision")} /> : null}
      {view.plan && view.planRows ? (
        <Field label={t("state.plan", { kept: view.plan.steps.length, proposed: view.plan.proposed })} changed={changed.includes("plan")}>
          <ol className="space-y-0.5" data-testid="state-plan" data-cut-at={view.plan.cutAt ?? ""}>
            {view.planRows.map((row, i) => (
              <PlanStep key={i} index={i} row={row} />
            ))}
          </ol>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {view.plan.cutAt !== null ? <span className={`${chip} mr-1.5`}>{t("state.cutAt", { index: view.plan.cutAt })}</span> : null}
            <span data-testid="state-plan-cut">{view.plan.cutReason ?? t("state.planAllPassed")}</span>
          </p>
        </Field>
      ) : null}
    </div>
  );
}

/** The critic's decision record: unsure or a suggestion, confidence, reasoning, alternatives. */
function Verdict({ decision, changed }: { decision: RouteDecision; changed: boolean }) {
  const t = useText();
  const unsure = decision.agent === null;
  return (
    <Field label={t("state.verdict")} changed={changed}>
      <div data-testid="state-decision" data-verdict={unsure ? "unsure" : "pass"} className="space-y-0.5">
        <p className="flex flex-wrap items-center gap-1.5">
          <span
            data-testid="state-verdict"
            className={`rounded px-1.5 py-0.5 font-semibold ${unsure ? "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" : "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100"}`}
          >
            {unsure ? t("state.verdictUnsure") : t("state.verdictPass", { agent: decision.agent ?? "" })}
          </span>
          <span className="text-slate-600 dark:text-slate-300" data-testid="state-confidence">
            {t("state.confidence", { value: decision.confidence.toFixed(2) })}
          </span>
        </p>
        <p className="leading-snug">
          <span className="text-slate-500 dark:text-slate-400">{t("state.reasoning")}: </span>
          <span data-testid="state-reasoning">{decision.reasoning}</span>
        </p>
        <p className="flex flex-wrap items-center gap-1">
          <span className="text-slate-500 dark:text-slate-400">{t("state.alternatives")}:</span>
          {decision.alternatives.length ? (
            decision.alternatives.map((name, i) => (
              <span key={i} className={chip} data-testid="state-alternative">
                {name}
              </span>
            ))
          ) : (
            <span className="text-slate-500 dark:text-slate-400">{t("state.noAlternatives")}</span>
          )}
        </p>
      </div>
    </Field>
  );
}

const statusStyle: Record<PlanRow["status"], string> = {
  kept: "text-slate-800 dark:text-slate-100",
  cut: "text-rose-700 dark:text-rose-300 font-semibold",
  dropped: "text-slate-400 line-through dark:text-slate-500",
};

/** One proposed plan step with the critic's mark. */
function PlanStep({ index, row }: { index: number; row: PlanRow }) {
  const t = useText();
  const mark = row.status === "kept" ? t("state.planKept") : row.status === "cut" ? t("state.planCut") : t("state.planDropped");
  return (
    <li className={`flex items-baseline gap-1.5 ${statusStyle[row.status]}`} data-testid="state-plan-step" data-status={row.status}>
      <span className="w-4 shrink-0 text-right tabular-nums">{index + 1}.</span>
      <span className="font-mono">{row.agent}</span>
      {row.confidence !== undefined ? <span className="tabular-nums">({row.confidence.toFixed(2)})</span> : null}
      <span className="ml-auto shrink-0 text-[10px] uppercase">{mark}</span>
    </li>
  );
}
