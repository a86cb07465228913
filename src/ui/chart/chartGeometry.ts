import { stepFigures } from "../../engine/trace/perStep";
import type { Trace } from "../../engine/trace/types";

/** What the chart plots per step. */
export type ChartMetric = "messages" | "chars";

/**
 * The shared context size after each step of a trace: characters from the per-step figures the
 * metrics panel reads too (one pass per trace, kept), messages straight from each step's state.
 */
export function contextSeries(trace: Trace, metric: ChartMetric): readonly number[] {
  return metric === "chars" ? stepFigures(trace).chars : trace.steps.map((step) => step.state.length);
}

/** A value axis: its top and the values that get a grid line and label (0 first). */
export interface ValueAxis {
  max: number;
  ticks: number[];
}

/**
 * The tightest round integer axis that holds `value` in two to `maxIntervals` equal steps of 1, 2, 2.5
 * or 5 times a power of ten (12 messages get 0-5-10-15, not 0-10-20), so the line uses the plot's
 * height. Counts are integers, so steps are too.
 */
export function niceAxis(value: number, maxIntervals = 4): ValueAxis {
  let best: { step: number; intervals: number } | undefined;
  if (value > 1) {
    for (let power = 1; power <= value; power *= 10) {
      for (const factor of [1, 2, 2.5, 5, 10]) {
        const step = factor * power;
        if (!Number.isInteger(step)) continue;
        const intervals = Math.ceil(value / step);
        if (intervals < 2 || intervals > maxIntervals) continue;
        // The lowest top wins; on a tie, the larger step (fewer lines).
        if (!best || step * intervals < best.step * best.intervals || (step * intervals === best.step * best.intervals && step > best.step)) {
          best = { step, intervals };
        }
      }
    }
  }
  const { step, intervals } = best ?? { step: 1, intervals: 1 };
  return { max: step * intervals, ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step) };
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
