import { useMemo, useState } from "react";
import type { TokenCounter } from "../../engine/trace/metrics";
import { buildFailed } from "../../engine/trace/meantGraph";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { metricsView } from "./metricsView";
import { formatUsd } from "../cost/costView";
import { useRunCost } from "../cost/useRunCost";
import { NotBuilt } from "./NotBuilt";
import { TYPE_STYLES } from "./typeStyles";
import { deferred } from "../deferred";
import type { ScreenFigure } from "../../engine/lessons/lessons";
import { MASKED, maskedAttributes, useMasked } from "../lessons/useMasked";

// Opened from "Prices and models": its code follows the first diagram.
const CostDialog = deferred(() => import("../cost/CostDialog").then((module) => module.CostDialog));


/** Props of {@link MetricsBar}. */
export interface MetricsBarProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  /** A tokenizer to use instead of the lazily loaded o200k_base one (tests, or a shared instance). */
  tokenCounter?: TokenCounter;
  /** Headline figures only, large and in one row (the presenter and embed views); no cost row or per-agent table. */
  headline?: boolean;
}

interface MetricProps {
  label: string;
  testId: string;
  value?: number;
  title?: string;
  pendingLabel?: string;
  headline?: boolean;
  /** The figure a lesson's predict step may hide (see `useMasked`). */
  figure?: ScreenFigure;
}

function Metric({ label, testId, value, title, pendingLabel, headline, figure }: MetricProps) {
  const masked = useMasked(figure);
  return (
    // Label and figure on one line in the two-by-two grid (@md), so the meter never scrolls at 1280x720.
    <div
      className={`min-w-0 rounded-md bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800 ${headline ? "" : "@md:flex @md:items-baseline @md:justify-between @md:gap-2"}`}
      title={title ?? label}
    >
      <div className="truncate text-xs font-medium text-slate-600 dark:text-slate-300">{label}</div>
      <div className={`flex items-baseline gap-1 font-bold tabular-nums leading-tight text-slate-900 dark:text-slate-50 ${headline ? "text-2xl @3xl:text-3xl @6xl:text-4xl" : "text-lg"}`}>
        {/* The test id holds only the integer (empty while loading); the placeholder lives beside it. */}
        <span data-testid={testId} {...maskedAttributes(masked)}>{masked ? MASKED : (value ?? "")}</span>
        {value === undefined && !masked && (
          <span aria-label={pendingLabel} data-testid={`${testId}-pending`} className="text-slate-400 dark:text-slate-500">
            –
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The context at the playhead: message, character, token and LLM-call counts (`metric-*`, plain
 * integers), the cost of the calls so far (`metric-cost`, its dollars in `data-usd`) with the prices
 * and models behind it a click away, a composition bar by message type, and each agent's calls,
 * input size and cost.
 */
export function MetricsBar({ trace, step, tokenCounter, headline = false }: MetricsBarProps) {
  const t = useText();
  const lazyCounter = useTokenCounter(tokenCounter ? undefined : trace);
  const counter = tokenCounter ?? lazyCounter;
  const view = useMemo(() => metricsView(trace, step, counter), [trace, step, counter]);
  const cost = useRunCost(trace, step, counter);
  const runCost = useRunCost(trace, trace.steps.length - 1, counter);
  const [costOpen, setCostOpen] = useState(false);
  const agentCost = new Map(cost?.agents.map((agent) => [agent.agent, agent.usd]));
  // The composition adds up to the message count, the per-agent calls to the call count.
  const countsMasked = useMasked("messages");
  const callsMasked = useMasked("llmCalls");
  if (buildFailed(trace)) {
    return (
      <section data-testid="metrics-bar">
        <NotBuilt testId="metrics-not-built" />
      </section>
    );
  }

  return (
    <section data-testid="metrics-bar" className="@container text-slate-900 dark:text-slate-100">
      {/* Figures (two by two) beside the per-agent table when the host gives room (container query), stacked in a narrow column. */}
      <div className={`grid gap-2 ${headline ? "" : "@md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] @md:gap-3"}`}>
        {/* A headline row: the four figures, then the composition beside them once there is room. */}
        <div className={headline ? "grid gap-1.5 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] @2xl:items-center @2xl:gap-3" : "flex flex-col gap-1"}>
          <div className={`grid grid-cols-4 ${headline ? "gap-1.5" : "gap-1 @md:grid-cols-2"}`}>
            <Metric headline={headline} label={t("metrics.messages")} testId="metric-messages" value={view.messages} figure="messages" />
            <Metric headline={headline} label={t("metrics.chars")} testId="metric-chars" value={view.chars} figure="chars" />
            <Metric headline={headline} label={t("metrics.tokens")} testId="metric-tokens" value={view.tokens} title={t("metrics.tokensHint")} pendingLabel={t("metrics.tokensLoading")} />
            <Metric headline={headline} label={t("metrics.llmCalls")} testId="metric-llm-calls" value={view.llmCalls} title={t("metrics.llmCallsHint")} figure="llmCalls" />
            {headline ? null : <div className="col-span-4 flex min-w-0 items-baseline gap-2 rounded-md bg-slate-100 px-2.5 py-0.5 @md:col-span-2 dark:bg-slate-800" title={cost ? `${t("cost.metricHint")} (${t("cost.tokensInOut", { input: cost.input, output: cost.output })})` : t("cost.metricHint")}>
              <span className="text-xs font-medium text-slate-600 dark:text-slate-300">{t("cost.metric")}</span>
              <span data-testid="metric-cost" data-usd={cost?.usd} className="font-mono text-lg leading-tight font-bold tabular-nums text-slate-900 dark:text-slate-50">
                {cost ? formatUsd(cost.usd) : ""}
              </span>
              <span className="min-w-0 flex-1 truncate text-[11px] text-slate-600 tabular-nums dark:text-slate-300" data-testid="metric-cost-tokens">
                <span className="hidden @2xl:inline">{cost ? t("cost.tokensInOut", { input: cost.input, output: cost.output }) : t("cost.loading")}</span>
              </span>
              <button type="button" onClick={() => setCostOpen(true)} data-testid="cost-open" className="shrink-0 self-center rounded border border-slate-300 bg-white px-1.5 text-[11px] font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800">
                {t("cost.open")}
              </button>
            </div>}
          </div>

          <div>
            <div
              data-testid="metric-composition"
              role="img"
              aria-label={`${t("metrics.composition")}: ${view.segments.map((s) => `${t(`msgType.${s.type}`)} ${countsMasked ? MASKED : s.count}`).join(", ")}`}
              className="flex h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              {view.segments.map((segment) =>
                segment.count > 0 ? (
                  <div
                    key={segment.type}
                    data-type={segment.type}
                    className={`h-full border-r border-white/70 last:border-r-0 transition-[width] duration-300 dark:border-slate-900/70 ${TYPE_STYLES[segment.type].bar}`}
                    style={{ width: `${segment.percent}%` }}
                  />
                ) : null,
              )}
            </div>
            <ul className="mt-1 flex flex-wrap gap-x-2.5 text-xs text-slate-700 dark:text-slate-300">
              {view.segments.map((segment) => (
                <li key={segment.type} className="flex items-center gap-1">
                  <span aria-hidden className={`inline-block size-2.5 rounded-sm ${TYPE_STYLES[segment.type].bar}`} />
                  {t(`msgType.${segment.type}`)}
                  <span data-testid={`composition-${segment.type}`} className="font-semibold tabular-nums" {...maskedAttributes(countsMasked)}>
                    {countsMasked ? MASKED : segment.count}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        {headline ? null : view.agents.length > 0 ? (
          // One 18px line a row, so six agents (hierarchical) fit the meter's height at 1280x720; the
          // caption stays for screen readers and as the header's tooltip.
          <table data-testid="metric-usage" className="w-full self-start text-left text-xs leading-4 tabular-nums" title={t("metrics.usageCaption")}>
            <caption className="sr-only">{t("metrics.usageCaption")}</caption>
            <thead className="text-[11px] text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-px pr-1 font-medium whitespace-nowrap">{t("metrics.agent")}</th>
                <th className="py-px pl-1 text-right font-medium whitespace-nowrap">{t("metrics.calls")}</th>
                {/* Gives way to the cost column in a 36rem meter (1280 to 1535 px); the character count stays. */}
                <th className="hidden py-px pl-1 text-right font-medium whitespace-nowrap @2xl:table-cell">{t("metrics.inputMessages")}</th>
                <th className="py-px pl-1 text-right font-medium whitespace-nowrap">{t("metrics.inputChars")}</th>
                <th className="py-px pl-1 text-right font-medium whitespace-nowrap">{t("metrics.cost")}</th>
              </tr>
            </thead>
            <tbody>
              {view.agents.map((row) => (
                <tr key={row.agent} data-testid="usage-row" data-agent={row.agent} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="w-full max-w-0 truncate py-px pr-1 font-semibold" title={row.agent}>{row.agent}</td>
                  <td className="py-px pl-1 text-right" data-testid="usage-calls" {...maskedAttributes(callsMasked)}>{callsMasked ? MASKED : row.calls}</td>
                  <td className="hidden py-px pl-1 text-right @2xl:table-cell">{row.inputMessages}</td>
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
      </div>
      {costOpen ? <CostDialog cost={runCost} router={trace.router} onClose={() => setCostOpen(false)} /> : null}
    </section>
  );
}
