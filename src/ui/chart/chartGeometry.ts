import { contextAt } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";

/** What the chart plots per step. */
export type ChartMetric = "messages" | "chars";

/** The shared context size after each step of a trace. */
export function contextSeries(trace: Trace, metric: ChartMetric): number[] {
  return trace.steps.map((_, step) => contextAt(trace, step)[metric]);
}

/** A round axis maximum at or above `value` (1, 2, 2.5 or 5 times a power of ten). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 2.5, 5, 10]) if (value <= factor * power) return factor * power;
  return 10 * power;
}

/** Pixel box of the plot area inside the SVG. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Maps steps and values to pixels for a plot of `steps` steps and values up to `max`. */
export function makeScales(box: PlotBox, steps: number, max: number) {
  const span = Math.max(steps - 1, 1);
  return {
    x: (step: number) => box.left + (step / span) * box.width,
    y: (value: number) => box.top + box.height - (value / max) * box.height,
    /** The step nearest a pixel x, clamped to the steps that exist. */
    stepAt: (px: number, lastStep: number) => Math.min(lastStep, Math.max(0, Math.round(((px - box.left) / box.width) * span))),
  };
}

/**
 * An SVG path for a series as a staircase: the context holds its size until the next step changes
 * it, so a sloped line between steps would show sizes that never existed.
 */
export function stepPath(values: readonly number[], x: (step: number) => number, y: (value: number) => number): string {
  if (values.length === 0) return "";
  let path = `M${x(0).toFixed(1)},${y(values[0]).toFixed(1)}`;
  for (let i = 1; i < values.length; i++) path += `H${x(i).toFixed(1)}V${y(values[i]).toFixed(1)}`;
  return path;
}
