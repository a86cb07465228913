import type { Trace } from "../../engine/trace/types";
import { formatUsd } from "../cost/costView";
import { useRunCost } from "../cost/useRunCost";
import { useText } from "../i18n/useText";
import { useTokenCounter } from "../tokens/useTokenCounter";

/** Props of {@link CompareCost}. */
export interface CompareCostProps {
  a: Trace;
  stepA: number;
  b: Trace;
  stepB: number;
}

/** A signed dollar change with its percentage of A, as the other headline figures read theirs. */
function costDelta(a: number, b: number): string {
  const delta = b - a;
  const sign = delta > 0 ? "+" : delta < 0 ? "\u2212" : "±";
  const percent = a === 0 ? "" : ` (${sign}${Math.abs(Math.round((delta / a) * 100))}%)`;
  return `${sign}${formatUsd(Math.abs(delta))}${percent}`;
}

/** The cost so far of A and of B at their aligned steps, at the user's prices and models (`compare-figure-cost`). */
export function CompareCost({ a, stepA, b, stepB }: CompareCostProps) {
  const t = useText();
  const costA = useRunCost(a, stepA, useTokenCounter(a));
  const costB = useRunCost(b, stepB, useTokenCounter(b));
  return (
    <div data-testid="compare-figure-cost" data-a={costA?.usd} data-b={costB?.usd} title={t("cost.metricHint")}>
      <dt className="text-[11px] text-slate-500 dark:text-slate-400">{t("cost.compare")}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-1.5 font-mono tabular-nums">
        {costA && costB ? (
          <>
            <span className="text-base font-semibold">{formatUsd(costA.usd)}</span>
            <span className="text-slate-500" aria-hidden>→</span>
            <span className="text-base font-semibold text-sky-800 dark:text-sky-300">{formatUsd(costB.usd)}</span>
            <span className={`text-xs font-semibold ${costB.usd < costA.usd ? "text-emerald-700 dark:text-emerald-400" : costB.usd > costA.usd ? "text-rose-700 dark:text-rose-400" : "text-slate-500"}`}>
              {costDelta(costA.usd, costB.usd)}
            </span>
          </>
        ) : (
          <span className="text-xs text-slate-500 dark:text-slate-400">{t("cost.loading")}</span>
        )}
      </dd>
    </div>
  );
}
