import { useMemo } from "react";
import type { TokenCounter } from "../../engine/trace/metrics";
import { buildFailed } from "../../engine/trace/meantGraph";
import type { Trace } from "../../engine/trace/types";
import { useAppStore } from "../../store/appStore";
import { selectPreviousTrace } from "../../store/selectors";
import { selectLessonMask } from "../../store/lessonSlice";
import type { ScreenFigure } from "../../engine/lessons/lessons";
import { MASKED, maskedAttributes, useMasked } from "../lessons/useMasked";
import { useText } from "../i18n/useText";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { metricsView, shrinkView } from "./metricsView";
import { NotBuilt } from "./NotBuilt";
import { TYPE_STYLES } from "./typeStyles";

/** Props of {@link MetricsBar}. */
export interface MetricsBarProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  /** A tokenizer to use instead of the lazily loaded o200k_base one (tests, or a shared instance). */
  tokenCounter?: TokenCounter;
}

interface MetricProps {
  label: string;
  testId: string;
  value?: number;
  title?: string;
  /** Shown (small, marked pending) while the value is not known yet: never a bare dash. */
  pendingLabel?: string;
  star?: boolean;
  /** The figure a lesson's predict step may hide (see `useMasked`). */
  figure?: ScreenFigure;
}

/** On a short screen (a projector at 150%: 480 CSS px) label and figure share a line. */
const SHORT_ROW = "[@media(max-height:560px)]:flex [@media(max-height:560px)]:items-baseline [@media(max-height:560px)]:justify-between [@media(max-height:560px)]:gap-2";

function Metric({ label, testId, value, title, pendingLabel, star = false, figure }: MetricProps) {
  const masked = useMasked(figure);
  return (
    <div className={`min-w-0 rounded-md px-2 py-0.5 ${SHORT_ROW} ${star ? "flex-[1.2] bg-sky-50 ring-1 ring-sky-200 dark:bg-sky-950/50 dark:ring-sky-800" : "flex-1 bg-slate-100 dark:bg-slate-800"}`} title={title ?? label}>
      <div className="truncate text-xs font-medium text-slate-600 dark:text-slate-300">{label}</div>
      <div className={`flex items-baseline gap-1 font-bold tabular-nums leading-none text-slate-900 dark:text-slate-50 ${star ? "text-3xl @4xl:text-5xl" : "text-xl @4xl:text-3xl"}`}>
        {/* The test id holds only the integer (empty while it is counted); the pending word lives beside it. */}
        <span data-testid={testId} {...maskedAttributes(masked)}>{masked ? MASKED : (value ?? "")}</span>
        {value === undefined && !masked && pendingLabel ? (
          <span data-testid={`${testId}-pending`} data-pending="true" className="truncate text-xs font-medium text-slate-600 italic dark:text-slate-300">
            {pendingLabel}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What the last knob change did to the shared context, as big as the meter: "16 → 12 · −4 · −25%"
 * (`headline-delta`, its figures in `data-a`, `data-b`, `data-delta`, `data-percent`). It stays until
 * the next change replaces it or another scenario opens, so a room can read it.
 */
function ShrinkDelta({ trace }: { trace: Trace }) {
  const t = useText();
  const previous = useAppStore(selectPreviousTrace);
  // A predict step not revealed yet: the shrink would give its answer away.
  const hidden = useAppStore(selectLessonMask) !== undefined;
  const shrink = useMemo(() => shrinkView(previous, trace), [previous, trace]);
  if (!shrink) return null;
  const tone = shrink.delta < 0 ? "text-emerald-700 dark:text-emerald-400" : shrink.delta > 0 ? "text-rose-700 dark:text-rose-400" : "text-slate-700 dark:text-slate-300";
  return (
    <div
      className={`min-w-0 flex-[2] rounded-md bg-slate-100 px-2 py-0.5 dark:bg-slate-800 ${SHORT_ROW}`}
      data-testid="headline-delta"
      data-a={hidden ? undefined : shrink.a}
      data-b={hidden ? undefined : shrink.b}
      data-delta={hidden ? undefined : shrink.delta}
      data-percent={hidden ? undefined : shrink.percent}
      data-masked={hidden ? "true" : undefined}
      title={t("metrics.shrinkHint")}
    >
      <div className="truncate text-xs font-medium text-slate-600 dark:text-slate-300">{t("metrics.shrink")}</div>
      <div className={`truncate text-2xl leading-none font-bold tabular-nums @4xl:text-4xl ${hidden ? "text-slate-500 dark:text-slate-400" : tone}`} aria-live="polite">
        {hidden ? "?" : shrink.text}
      </div>
    </div>
  );
}

/**
 * The headline: the shared context at the playhead, messages as the star figure, with what the last
 * knob change did to it beside; characters, tokens and LLM calls (`metric-*`, plain integers), and a
 * composition bar by message type. A graph that never built shows one line saying so, not zeros.
 */
export function MetricsBar({ trace, step, tokenCounter }: MetricsBarProps) {
  const t = useText();
  const lazyCounter = useTokenCounter(tokenCounter ? undefined : trace);
  const counter = tokenCounter ?? lazyCounter;
  const view = useMemo(() => metricsView(trace, step, counter), [trace, step, counter]);
  // The composition adds up to the message count.
  const countsMasked = useMasked("messages");
  if (buildFailed(trace)) {
    return (
      <section data-testid="metrics-bar">
        <NotBuilt testId="metrics-not-built" />
      </section>
    );
  }
  return (
    <section data-testid="metrics-bar" aria-label={t("panel.metrics")} className="@container text-slate-900 dark:text-slate-100">
      <div className="flex flex-wrap gap-1.5 *:min-w-[6.5rem] *:basis-24 @xl:flex-nowrap">
        <Metric star label={t("metrics.messages")} testId="metric-messages" value={view.messages} figure="messages" />
        <ShrinkDelta trace={trace} />
        <Metric label={t("metrics.chars")} testId="metric-chars" value={view.chars} figure="chars" />
        <Metric label={t("metrics.tokens")} testId="metric-tokens" value={view.tokens} title={t("metrics.tokensHint")} pendingLabel={t("metrics.tokensLoading")} />
        <Metric label={t("metrics.llmCalls")} testId="metric-llm-calls" value={view.llmCalls} title={t("metrics.llmCallsHint")} figure="llmCalls" />
      </div>
      {/* A short screen keeps the figures and gives this line's height to the diagram (the counts stay for screen readers). */}
      <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 [@media(max-height:560px)]:sr-only">
        <div
          data-testid="metric-composition"
          role="img"
          aria-label={`${t("metrics.composition")}: ${view.segments.map((s) => `${t(`msgType.${s.type}`)} ${countsMasked ? MASKED : s.count}`).join(", ")}`}
          className="flex h-2.5 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
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
        <ul className="flex flex-wrap gap-x-2.5 text-xs leading-none text-slate-700 dark:text-slate-300">
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
    </section>
  );
}
