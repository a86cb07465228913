import { useMemo, useState } from "react";
import type { TokenCounter } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { formatUsd } from "../cost/costView";
import { useRunCost } from "../cost/useRunCost";
import { deferred } from "../deferred";
import { useText } from "../i18n/useText";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { MASKED, maskedAttributes, useMasked } from "../lessons/useMasked";
import { metricsView } from "./metricsView";

// Opened from "Prices and models": its code follows the first diagram.
const CostDialog = deferred(() => import("../cost/CostDialog").then((module) => module.CostDialog));

/** Props of {@link AgentUsage}. */
export interface AgentUsageProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  tokenCounter?: TokenCounter;
}

/**
 * The cost of the calls so far (`metric-cost`, its dollars in `data-usd`) with the prices and models
 * behind it a click away, and each agent's calls, input size and cost up to the playhead.
 */
export function AgentUsage({ trace, step, tokenCounter }: AgentUsageProps) {
  const t = useText();
  const lazyCounter = useTokenCounter(tokenCounter ? undefined : trace);
  const counter = tokenCounter ?? lazyCounter;
  const view = useMemo(() => metricsView(trace, step, counter), [trace, step, counter]);
  const cost = useRunCost(trace, step, counter);
  const runCost = useRunCost(trace, trace.steps.length - 1, counter);
  const [costOpen, setCostOpen] = useState(false);
  const agentCost = new Map(cost?.agents.map((agent) => [agent.agent, agent.usd]));
  // The per-agent calls add up to the call count a predict step may hide.
  const callsMasked = useMasked("llmCalls");
  return (
    <section data-testid="agent-usage" className="@container flex flex-col gap-1.5 p-2 text-slate-900 dark:text-slate-100">
      <div className="flex min-w-0 items-baseline gap-2 rounded-md bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800" title={cost ? `${t("cost.metricHint")} (${t("cost.tokensInOut", { input: cost.input, output: cost.output })})` : t("cost.metricHint")}>
        <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{t("cost.metric")}</span>
        <span data-testid="metric-cost" data-usd={cost?.usd} className="font-mono text-lg leading-tight font-bold tabular-nums text-slate-900 dark:text-slate-50">
          {cost ? formatUsd(cost.usd) : ""}
        </span>
        <span className="min-w-0 flex-1 truncate text-[11px] text-slate-600 tabular-nums dark:text-slate-300" data-testid="metric-cost-tokens">
          {cost ? t("cost.tokensInOut", { input: cost.input, output: cost.output }) : t("cost.loading")}
        </span>
        <button type="button" onClick={() => setCostOpen(true)} data-testid="cost-open" className="shrink-0 self-center rounded border border-slate-300 bg-white px-1.5 text-[11px] font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800">
          {t("cost.open")}
        </button>
      </div>
      {view.agents.length > 0 ? (
        <table data-testid="metric-usage" className="w-full text-left text-xs leading-4 tabular-nums" title={t("metrics.usageCaption")}>
          <caption className="sr-only">{t("metrics.usageCaption")}</caption>
          <thead className="text-[11px] text-slate-500 dark:text-slate-400">
            <tr>
              <th className="py-px pr-1 font-medium whitespace-nowrap">{t("metrics.agent")}</th>
              <th className="py-px pl-1 text-right font-medium whitespace-nowrap">{t("metrics.calls")}</th>
              <th className="hidden py-px pl-1 text-right font-medium whitespace-nowrap @md:table-cell">{t("metrics.inputMessages")}</th>
              <th className="py-px pl-1 text-right font-medium whitespace-nowrap">{t("metrics.inputChars")}</th>
              <th className="py-px pl-1 text-right font-medium whitespace-nowrap">{t("metrics.cost")}</th>
            </tr>
          </thead>
          <tbody>
            {view.agents.map((row) => (
              <tr key={row.agent} data-testid="usage-row" data-agent={row.agent} className="border-t border-slate-200 dark:border-slate-700">
                <td className="w-full max-w-0 truncate py-px pr-1 font-semibold" title={row.agent}>{row.agent}</td>
                <td className="py-px pl-1 text-right" data-testid="usage-calls" {...maskedAttributes(callsMasked)}>{callsMasked ? MASKED : row.calls}</td>
                <td className="hidden py-px pl-1 text-right @md:table-cell">{row.inputMessages}</td>
                <td className="py-px pl-1 text-right" data-testid="usage-input-chars">{row.inputChars}</td>
                <td className="py-px pl-1 text-right font-mono" data-testid="usage-cost" data-usd={agentCost.get(row.agent)}>
                  {agentCost.has(row.agent) ? formatUsd(agentCost.get(row.agent)!) : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("metrics.noCalls")}</p>
      )}
      {costOpen ? <CostDialog cost={runCost} router={trace.router} onClose={() => setCostOpen(false)} /> : null}
    </section>
  );
}
