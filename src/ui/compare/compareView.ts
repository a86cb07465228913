import { KNOBS, type KnobName, type Knobs } from "../../engine/knobs";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import type { GalleryCode, Scenario } from "../../engine/scenarios/types";
import { compareFigures, headlineFigures, type FigureDelta, type HeadlineFigures } from "../../engine/trace/compare";
import { buildFailed } from "../../engine/trace/meantGraph";
import { topLevelPath } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { comparableStep } from "../../store/playhead";
import { historyRows, type HistoryRow } from "../history/historyRows";

/**
 * A setting in a few words: its topology, then the knobs where it differs from that topology's
 * defaults in the scenario (`supervisor · outputMode=full_history`), after the scenario's id when given.
 */
export function settingLabel(scenario: Scenario, knobs: Knobs, scenarioId?: string): string {
  const base = scenarioKnobs(scenario, { topology: knobs.topology });
  const changed = (Object.keys(KNOBS) as KnobName[]).filter((name) => name !== "topology" && knobs[name] !== base[name]);
  return [...(scenarioId ? [scenarioId] : []), knobs.topology, ...changed.map((name) => `${name}=${String(knobs[name])}`)].join(" · ");
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
  /** A's graph never compiled (an error-gallery mistake): its figures were not measured. */
  aNotBuilt: boolean;
}

/** A against B at A's step `step`, with B's playhead aligned to it. */
export function compareRuns(a: Trace, b: Trace, step: number): ComparedRuns {
  const stepA = Math.min(Math.max(step, 0), a.steps.length - 1);
  const aNotBuilt = buildFailed(a);
  // Nothing of A ran to align with: the player walks B's own steps (see playedTrace).
  const stepB = aNotBuilt ? Math.min(Math.max(step, 0), b.steps.length - 1) : comparableStep(a, stepA, b);
  return {
    stepB,
    figures: compareFigures(headlineFigures(a, stepA), headlineFigures(b, stepB)),
    rowsA: historyRows({ trace: a, step: stepA, showDropped: false }),
    // A build that failed has no history to align B with.
    rowsB: aNotBuilt ? historyRows({ trace: b, step: stepB, showDropped: false }) : historyRows({ trace: b, step: stepB, baselineTrace: a, baselineStep: stepA, showDropped: true }),
    pathA: topLevelPath(a),
    pathB: topLevelPath(b),
    aNotBuilt,
  };
}

/** A delta as the headline reads it: `−12` or `+3` (a real minus sign), and `(−75%)` when there is a percentage. */
export function formatDelta(delta: FigureDelta): string {
  const sign = delta.delta > 0 ? "+" : delta.delta < 0 ? "\u2212" : "±";
  const percent = delta.percent === undefined ? "" : ` (${delta.percent > 0 ? "+" : delta.percent < 0 ? "\u2212" : "±"}${Math.abs(delta.percent)}%)`;
  return `${sign}${Math.abs(delta.delta)}${percent}`;
}

/** One side of a compare: the scenario it plays and its knobs. */
export interface CompareSide {
  scenario: Scenario;
  knobs: Knobs;
}

/**
 * When A and B are an error-gallery mistake and its fix (either way round): the gallery's code, and
 * which side makes the mistake. A side has the fix when it plays the fixed twin, or, for a fix made
 * of knobs, when its knobs hold them. `undefined` for any other pair.
 */
export function fixCompare(a: CompareSide, b: CompareSide): { code: GalleryCode; mistaken: "a" | "b" } | undefined {
  const owner = a.scenario.gallery ? a.scenario : b.scenario;
  const gallery = owner.gallery;
  if (!gallery?.code) return undefined;
  const fixed = ({ scenario, knobs }: CompareSide): boolean => {
    if (gallery.fixScenarioId) return scenario.id === gallery.fixScenarioId;
    return scenario === owner && Object.entries(gallery.fixKnobs ?? {}).every(([name, value]) => knobs[name as KnobName] === value);
  };
  const aFixed = fixed(a);
  if (aFixed === fixed(b)) return undefined;
  return { code: gallery.code, mistaken: aFixed ? "b" : "a" };
}
