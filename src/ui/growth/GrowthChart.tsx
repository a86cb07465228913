import { niceAxis } from "../chart/chartGeometry";
import { useElementSize } from "../chart/useElementSize";
import { useText } from "../i18n/useText";
import { lineLabel, linePath, type GrowthSeriesLine } from "./growthView";

/** Each line's colour, by its place in the legend (light and dark theme). */
export const LINE_COLOURS = [
  "stroke-rose-600 fill-rose-600 dark:stroke-rose-400 dark:fill-rose-400",
  "stroke-sky-600 fill-sky-600 dark:stroke-sky-400 dark:fill-sky-400",
  "stroke-emerald-600 fill-emerald-600 dark:stroke-emerald-400 dark:fill-emerald-400",
  "stroke-violet-600 fill-violet-600 dark:stroke-violet-400 dark:fill-violet-400",
  "stroke-slate-600 fill-slate-600 dark:stroke-slate-300 dark:fill-slate-300",
  "stroke-amber-600 fill-amber-600 dark:stroke-amber-400 dark:fill-amber-400",
];

const PAD = { left: 56, right: 16, top: 14, bottom: 34 };

interface GrowthChartProps {
  lines: readonly GrowthSeriesLine[];
  /** The x-axis parameter's name on screen. */
  axisLabel: string;
  /** The y-axis figure's name on screen. */
  metricLabel: string;
  /** A y value as text (ticks, tooltips). */
  format(value: number): string;
}

/** The lines of a growth chart: one per setting, a dot per run that is in, a cross where a run stopped. */
export function GrowthChart({ lines, axisLabel, metricLabel, format }: GrowthChartProps) {
  const t = useText();
  const [wrapRef, size] = useElementSize<HTMLDivElement>({ width: 640, height: 300 });
  const xs = [...new Set(lines.flatMap((line) => line.points.map((p) => p.x)))].sort((a, b) => a - b);
  const values = lines.flatMap((line) => line.points.flatMap((p) => (p.value === undefined ? [] : [p.value])));
  const { max, ticks } = niceAxis(Math.max(1, ...values));
  const box = { left: PAD.left, top: PAD.top, width: Math.max(10, size.width - PAD.left - PAD.right), height: Math.max(10, size.height - PAD.top - PAD.bottom) };
  const [lo, hi] = [xs[0] ?? 0, xs.at(-1) ?? 1];
  const x = (v: number) => box.left + ((v - lo) / Math.max(1, hi - lo)) * box.width;
  const y = (v: number) => box.top + box.height - (v / max) * box.height;
  const shown = values.length;

  return (
    <div ref={wrapRef} className="relative min-h-[220px] w-full flex-1">
      <svg width={size.width} height={size.height} role="img" aria-label={t("growth.summary", { metric: metricLabel, axis: axisLabel, lines: lines.length, points: shown })} className="absolute inset-0 block">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={box.left} x2={box.left + box.width} y1={y(tick)} y2={y(tick)} className="stroke-slate-200 dark:stroke-slate-700" />
            <text x={box.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px] tabular-nums dark:fill-slate-400">
              {format(tick)}
            </text>
          </g>
        ))}
        {xs.map((v) => (
          <text key={v} x={x(v)} y={box.top + box.height + 14} textAnchor="middle" className="fill-slate-500 text-[11px] tabular-nums dark:fill-slate-400">
            {v}
          </text>
        ))}
        <text x={box.left + box.width / 2} y={size.height - 3} textAnchor="middle" className="fill-slate-600 text-[11px] font-medium dark:fill-slate-300">
          {axisLabel}
        </text>
        {lines.map((line, i) => {
          const colour = LINE_COLOURS[i % LINE_COLOURS.length];
          return (
            <g key={line.id} data-testid="growth-line" data-line={line.id} data-points={line.points.filter((p) => p.value !== undefined).length}>
              <path d={linePath(line.points, x, y)} fill="none" strokeWidth="2" strokeLinejoin="round" className={colour} style={{ fill: "none" }} />
              {line.points.map((p) =>
                p.value !== undefined ? (
                  <circle key={p.x} data-testid="growth-point" data-x={p.x} data-value={p.value} cx={x(p.x)} cy={y(p.value)} r="3.5" className={colour}>
                    <title>{`${lineLabel(line.id)} · ${axisLabel} ${p.x}: ${format(p.value)}`}</title>
                  </circle>
                ) : p.stopped ? (
                  <text key={p.x} data-testid="growth-stopped" x={x(p.x)} y={box.top + 4} textAnchor="middle" className="fill-red-600 text-[12px] font-bold dark:fill-red-400">
                    ×<title>{t("growth.stoppedPoint", { line: lineLabel(line.id), axis: axisLabel, x: p.x })}</title>
                  </text>
                ) : null,
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
