import { KNOBS, type KnobName, type Knobs } from "../../engine/knobs";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import type { Scenario } from "../../engine/scenarios/types";
import { compareFigures, headlineFigures, type FigureDelta, type HeadlineFigures } from "../../engine/trace/compare";
import { topLevelPath } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { comparableStep } from "../../store/playhead";
import { historyRows, type HistoryRow } from "../history/historyRows";

/**
 * A setting in a few words: its topology, then the knobs where it differs from that topology's
 * defaults in the scenario (`supervisor · outputMode=full_history`).
 */
export function settingLabel(scenario: Scenario, knobs: Knobs): string {
  const base = scenarioKnobs(scenario, { topology: knobs.topology });
  const changed = (Object.keys(KNOBS) as KnobName[]).filter((name) => name !== "topology" && knobs[name] !== base[name]);
  return [knobs.topology, ...changed.map((name) => `${name}=${String(knobs[name])}`)].join(" · ");
}

/** Everything the compare view shows for one playhead position. */
export interface ComparedRuns {
  /** B's step comparable to A's (the same node's same run in the same turn). */
  stepB: number;
  figures: Record<keyof HeadlineFigures, FigureDelta>;
  rowsA: HistoryRow[];
  /** B's shared history aligned with A's: ghost rows are A's messages B drops, extra rows B's additions. */
  rowsB: HistoryRow[];
  pathA: string[];
  pathB: string[];
}

/** A against B at A's step `step`, with B's playhead aligned to it. */
export function compareRuns(a: Trace, b: Trace, step: number): ComparedRuns {
  const stepA = Math.min(Math.max(step, 0), a.steps.length - 1);
  const stepB = comparableStep(a, stepA, b);
  return {
    stepB,
    figures: compareFigures(headlineFigures(a, stepA), headlineFigures(b, stepB)),
    rowsA: historyRows({ trace: a, step: stepA, showDropped: false }),
    rowsB: historyRows({ trace: b, step: stepB, baselineTrace: a, baselineStep: stepA, showDropped: true }),
    pathA: topLevelPath(a),
    pathB: topLevelPath(b),
  };
}

/** A delta as the headline reads it: `−12` or `+3` (a real minus sign), and `(−75%)` when there is a percentage. */
export function formatDelta(delta: FigureDelta): string {
  const sign = delta.delta > 0 ? "+" : delta.delta < 0 ? "\u2212" : "±";
  const percent = delta.percent === undefined ? "" : ` (${delta.percent > 0 ? "+" : delta.percent < 0 ? "\u2212" : "±"}${Math.abs(delta.percent)}%)`;
  return `${sign}${Math.abs(delta.delta)}${percent}`;
}
