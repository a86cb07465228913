import { useMemo, useState, type PointerEvent } from "react";
import type { Trace } from "../../engine/trace/types";
import { contextSeries, makeScales, niceAxis, stepPath, type ChartMetric } from "./chartGeometry";
import { useText } from "../i18n/useText";
import { useElementSize } from "./useElementSize";
import { MASKED, maskedAttributes, useMasked } from "../lessons/useMasked";


/** Props of {@link ContextChart}. */
export interface ContextChartProps {
  trace: Trace;
  /** Playhead: index into `trace.steps`. */
  step: number;
  /** The run before the last knob change, drawn as a faint dashed line. */
  ghostTrace?: Trace;
  onSeek: (step: number) => void;
  /** Pixel height of the plot, axes included; by default it fills the height its host gives it. */
  height?: number;
}

const PAD = { left: 40, right: 12, top: 16, bottom: 20 };

/**
 * The shared context's size (messages, or characters) after every step, as a staircase; the
 * previous configuration as a dashed ghost; turn boundaries; the playhead. Click or drag to seek.
 */
export function ContextChart({ trace, step, ghostTrace, onSeek, height: fixedHeight }: ContextChartProps) {
  const t = useText();
  const [metric, setMetric] = useState<ChartMetric>("messages");
  const [wrapRef, size] = useElementSize<HTMLDivElement>({ width: 480, height: 120 });
  const width = size.width;
  const height = fixedHeight ?? size.height;
  const series = useMemo(() => contextSeries(trace, metric), [trace, metric]);
  const ghost = useMemo(() => (ghostTrace ? contextSeries(ghostTrace, metric) : undefined), [ghostTrace, metric]);

  const box = { left: PAD.left, top: PAD.top, width: Math.max(10, width - PAD.left - PAD.right), height: height - PAD.top - PAD.bottom };
  const steps = Math.max(series.length, ghost?.length ?? 0);
  // The axis holds this run and the ghost, and no more: a taller axis would flatten both lines.
  const { max, ticks: yTicks } = niceAxis(Math.max(1, ...series, ...(ghost ?? [])));
  const { x, y, stepAt } = makeScales(box, steps, max);
  const lastStep = trace.steps.length - 1;
  const at = Math.min(Math.max(step, 0), lastStep);
  const value = series[at] ?? 0;
  const xTickEvery = Math.max(1, Math.ceil(steps / Math.max(2, Math.floor(box.width / 36))));
  const errorStep = trace.steps.findIndex((s) => s.kind === "error");
  // A predict step hides the figure the chart plots: its label and the axis it could be read from.
  const masked = useMasked(metric);

  const seekTo = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const target = stepAt(event.clientX - rect.left, lastStep);
    if (target !== step) onSeek(target);
  };

  const line = stepPath(series, x, y);
  const area = line && `${line}V${y(0).toFixed(1)}H${x(0).toFixed(1)}Z`;

  return (
    <section data-testid="context-chart" data-metric={metric} className="flex h-full min-h-0 flex-col gap-1 text-slate-700 dark:text-slate-300">
      <div className="flex shrink-0 items-center gap-3 text-xs">
        <div role="group" aria-label={t("chart.show")} className="flex overflow-hidden rounded border border-slate-300 dark:border-slate-600">
          {(["messages", "chars"] as const).map((m) => (
            <button
              key={m}
              type="button"
              data-testid={`chart-metric-${m}`}
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
              className={`px-2 py-0.5 font-medium ${metric === m ? "bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
            >
              {t(`chart.${m}`)}
            </button>
          ))}
        </div>
        <span className="flex items-center gap-1">
          <svg width="18" height="6" aria-hidden>
            <line x1="0" y1="3" x2="18" y2="3" className="stroke-sky-600 dark:stroke-sky-400" strokeWidth="2.5" />
          </svg>
          {t("chart.current")}
        </span>
        {ghost && (
          <span className="flex items-center gap-1" data-testid="chart-ghost-legend">
            <svg width="18" height="6" aria-hidden>
              <line x1="0" y1="3" x2="18" y2="3" className="stroke-slate-400 dark:stroke-slate-500" strokeWidth="2" strokeDasharray="4 3" />
            </svg>
            {t("chart.ghost")}
          </span>
        )}
      </div>

      {/* The SVG is taken out of flow so its size never feeds back into the box it is measured from. */}
      <div ref={wrapRef} className="relative w-full min-h-[90px] flex-1" style={fixedHeight ? { height: fixedHeight, flex: "none" } : undefined}>
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={t("chart.summary", { metric: t(`chart.${metric}`), steps: series.length, step: at + 1, value })}
          className="absolute inset-0 block cursor-pointer touch-none select-none"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            seekTo(event);
          }}
          onPointerMove={(event) => {
            if (event.buttons & 1) seekTo(event);
          }}
        >
          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={box.left} x2={box.left + box.width} y1={y(tick)} y2={y(tick)} className="stroke-slate-200 dark:stroke-slate-700" />
              <text x={box.left - 5} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px] tabular-nums dark:fill-slate-400">
                {masked ? "" : tick >= 10000 ? `${tick / 1000}k` : tick}
              </text>
            </g>
          ))}
          {Array.from({ length: steps }, (_, i) => i)
            .filter((i) => i % xTickEvery === 0)
            .map((i) => (
              <text key={i} x={x(i)} y={height - 5} textAnchor="middle" className="fill-slate-500 text-[11px] tabular-nums dark:fill-slate-400">
                {/* Steps count from 1 wherever a person reads them, as the player's "Step 3 / 15" does. */}
                {i + 1}
              </text>
            ))}

          {trace.turns.map((turn) => (
            <g key={turn.index} data-testid="chart-turn">
              {turn.index > 0 && (
                <line x1={x(turn.startStep)} x2={x(turn.startStep)} y1={box.top - 4} y2={box.top + box.height} className="stroke-slate-400 dark:stroke-slate-500" strokeDasharray="2 3" />
              )}
              {trace.turns.length > 1 && (
                <text x={x(turn.startStep) + 3} y={box.top - 5} className="fill-slate-500 text-[10px] font-medium dark:fill-slate-400">
                  {t("chart.turn", { n: turn.index + 1 })}
                </text>
              )}
            </g>
          ))}

          {area && <path d={area} className="fill-sky-500/10 dark:fill-sky-400/10" />}
          {ghost && (
            <path
              data-testid="chart-ghost"
              d={stepPath(ghost, x, y)}
              fill="none"
              strokeWidth="2"
              strokeDasharray="5 4"
              className="stroke-slate-400/80 dark:stroke-slate-500/80"
            />
          )}
          <path data-testid="chart-line" d={line} fill="none" strokeWidth="2.5" strokeLinejoin="round" className="stroke-sky-600 dark:stroke-sky-400" />
          {errorStep >= 0 && <circle cx={x(errorStep)} cy={y(series[errorStep] ?? 0)} r="5" className="fill-red-600" />}

          <g data-testid="chart-playhead" data-step={at}>
            <line x1={x(at)} x2={x(at)} y1={box.top - 4} y2={box.top + box.height} strokeWidth="1.5" className="stroke-amber-500" />
            <circle cx={x(at)} cy={y(value)} r="4.5" strokeWidth="2" className="fill-white stroke-amber-500 dark:fill-slate-900" />
            <text
              x={x(at) + (x(at) > box.left + box.width - 40 ? -7 : 7)}
              y={Math.max(box.top + 8, y(value) - 8)}
              textAnchor={x(at) > box.left + box.width - 40 ? "end" : "start"}
              // A halo in the panel's colour keeps the figure legible where it crosses a line.
              paintOrder="stroke"
              strokeWidth={3}
              strokeLinejoin="round"
              className="fill-slate-900 stroke-white text-[12px] font-bold tabular-nums dark:fill-slate-50 dark:stroke-slate-900"
              data-testid="chart-value"
              {...maskedAttributes(masked)}
            >
              {masked ? MASKED : value}
            </text>
          </g>
        </svg>
      </div>
    </section>
  );
}
