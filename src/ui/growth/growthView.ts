import type { GrowthFigures, GrowthRun } from "../../engine/growth";
import { GROWTH_LINES } from "../../engine/growth";
import { costOfUsage, type CostSetup } from "../../engine/cost/cost";
import { knobsKey } from "../../store/baseline";

/** What the growth chart plots on its y axis; `cost` in millionths of a US dollar, at the user's models and prices. */
export type GrowthMetric = "messages" | "chars" | "inputTokens" | "cost";

/** The y-axis figures, in the order the chart offers them. */
export const GROWTH_METRICS: readonly GrowthMetric[] = ["messages", "chars", "inputTokens", "cost"];

/** A figure of a run, for the y axis (cost as whole micro-dollars, so the axis steps stay integers). */
function metricValue(figures: GrowthFigures, metric: GrowthMetric, cost: CostSetup): number {
  if (metric === "cost") return Math.round(costOfUsage(figures.usage, figures.router, cost).usd * 1_000_000);
  return figures[metric];
}

/** One point of a line: its value once its run is in; `stopped` when the run did not complete. */
export interface GrowthSeriesPoint {
  x: number;
  value?: number;
  stopped?: boolean;
}

/** One line of the chart, points in x order. */
export interface GrowthSeriesLine {
  id: string;
  points: GrowthSeriesPoint[];
}

/** The chart's lines for its runs, with what has come in so far: lines in legend order, points in x order. */
export function growthSeries(runs: readonly GrowthRun[], points: Readonly<Record<string, GrowthFigures>>, metric: GrowthMetric, cost: CostSetup): GrowthSeriesLine[] {
  return GROWTH_LINES.flatMap((line) => {
    const own = runs.filter((run) => run.line === line.id).sort((a, b) => a.x - b.x);
    if (!own.length) return [];
    return [
      {
        id: line.id,
        points: own.map((run) => {
          const figures = points[knobsKey(run.knobs)];
          if (!figures) return { x: run.x };
          if (figures.outcome !== "completed") return { x: run.x, stopped: true };
          return { x: run.x, value: metricValue(figures, metric, cost) };
        }),
      },
    ];
  });
}

/**
 * An SVG path through the points that have values; a gap (a point not in yet, a stopped run) breaks
 * the line, so it never draws a figure no run produced.
 */
export function linePath(points: readonly GrowthSeriesPoint[], x: (v: number) => number, y: (v: number) => number): string {
  let path = "";
  let drawing = false;
  for (const point of points) {
    if (point.value === undefined) {
      drawing = false;
      continue;
    }
    path += `${drawing ? "L" : "M"}${x(point.x).toFixed(1)},${y(point.value).toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/** A line's name on screen: its topology and the knob values that set it apart (library terms, the same in every language). */
export function lineLabel(id: string): string {
  const line = GROWTH_LINES.find((l) => l.id === id);
  if (!line) return id;
  const { topology, ...rest } = line.knobs;
  return [topology, ...Object.values(rest).map(String)].join(" · ");
}

/** An axis label for a metric's value: dollars for cost (from micro-dollars), short counts otherwise. */
export function metricText(value: number, metric: GrowthMetric): string {
  if (metric === "cost") return `$${+(value / 1_000_000).toPrecision(3)}`;
  return value >= 1_000_000 ? `${+(value / 1_000_000).toFixed(1)}M` : value >= 10_000 ? `${+(value / 1000).toFixed(1)}k` : String(value);
}
