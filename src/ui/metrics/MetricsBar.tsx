import { useMemo } from "react";
import type { TokenCounter } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { useText } from "../i18n/useText";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { metricsView } from "./metricsView";
import { TYPE_STYLES } from "./typeStyles";


/** Props of {@link MetricsBar}. */
export interface MetricsBarProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  /** A tokenizer to use instead of the lazily loaded o200k_base one (tests, or a shared instance). */
  tokenCounter?: TokenCounter;
}

function Metric({ label, testId, value, title, pendingLabel }: { label: string; testId: string; value?: number; title?: string; pendingLabel?: string }) {
  return (
    <div className="min-w-0 rounded-md bg-slate-100 px-2.5 py-1.5 dark:bg-slate-800" title={title}>
      <div className="truncate text-xs font-medium text-slate-600 dark:text-slate-300">{label}</div>
      <div className="flex items-baseline gap-1 text-2xl font-bold tabular-nums leading-tight text-slate-900 dark:text-slate-50">
        {/* The test id holds only the integer (empty while loading); the placeholder lives beside it. */}
        <span data-testid={testId}>{value ?? ""}</span>
        {value === undefined && (
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
 * integers), a composition bar by message type, and each agent's calls and input size.
 */
export function MetricsBar({ trace, step, tokenCounter }: MetricsBarProps) {
  const t = useText();
  const lazyCounter = useTokenCounter(tokenCounter ? undefined : trace);
  const counter = tokenCounter ?? lazyCounter;
  const view = useMemo(() => metricsView(trace, step, counter), [trace, step, counter]);

  return (
    <section data-testid="metrics-bar" className="@container text-slate-900 dark:text-slate-100">
      {/* Side by side when the host gives room (container query), stacked in a narrow column. */}
      <div className="grid gap-2 @xl:grid-cols-2 @xl:gap-3">
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-4 gap-1.5">
            <Metric label={t("metrics.messages")} testId="metric-messages" value={view.messages} />
            <Metric label={t("metrics.chars")} testId="metric-chars" value={view.chars} />
            <Metric label={t("metrics.tokens")} testId="metric-tokens" value={view.tokens} title={t("metrics.tokensHint")} pendingLabel={t("metrics.tokensLoading")} />
            <Metric label={t("metrics.llmCalls")} testId="metric-llm-calls" value={view.llmCalls} title={t("metrics.llmCallsHint")} />
          </div>

          <div>
            <div
              data-testid="metric-composition"
              role="img"
              aria-label={`${t("metrics.composition")}: ${view.segments.map((s) => `${t(`msgType.${s.type}`)} ${s.count}`).join(", ")}`}
              className="flex h-3.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
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
            <ul className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-700 dark:text-slate-300">
              {view.segments.map((segment) => (
                <li key={segment.type} className="flex items-center gap-1">
                  <span aria-hidden className={`inline-block size-2.5 rounded-sm ${TYPE_STYLES[segment.type].bar}`} />
                  {t(`msgType.${segment.type}`)}
                  <span data-testid={`composition-${segment.type}`} className="font-semibold tabular-nums">
                    {segment.count}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        {view.agents.length > 0 ? (
          <table data-testid="metric-usage" className="w-full text-left text-xs tabular-nums">
            <caption className="caption-bottom pt-0.5 text-left text-[11px] text-slate-500 dark:text-slate-400">{t("metrics.usageCaption")}</caption>
            <thead className="text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-0.5 font-medium">{t("metrics.agent")}</th>
                <th className="py-0.5 text-right font-medium">{t("metrics.calls")}</th>
                <th className="py-0.5 text-right font-medium">{t("metrics.inputMessages")}</th>
                <th className="py-0.5 text-right font-medium">{t("metrics.inputChars")}</th>
              </tr>
            </thead>
            <tbody>
              {view.agents.map((row) => (
                <tr key={row.agent} data-testid="usage-row" data-agent={row.agent} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-0.5 font-semibold">{row.agent}</td>
                  <td className="py-0.5 text-right" data-testid="usage-calls">{row.calls}</td>
                  <td className="py-0.5 text-right">{row.inputMessages}</td>
                  <td className="py-0.5 text-right" data-testid="usage-input-chars">{row.inputChars}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("metrics.noCalls")}</p>
        )}
      </div>
    </section>
  );
}
