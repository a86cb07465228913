import { knobChoices, type KnobName, type Knobs } from "../../engine/knobs";
import type { SweepRow } from "../../engine/sweep";

/** One cell of a pivot: the two knobs' values and the row of that setting, if it is in. */
export interface PivotCell {
  x: unknown;
  y: unknown;
  row?: SweepRow;
}

/** A grid of two knobs of one topology, the other knobs held at one setting. */
export interface Pivot {
  topology: string;
  x: string;
  y: string;
  xValues: unknown[];
  yValues: unknown[];
  /** Rows of cells: `cells[j][i]` is `yValues[j]` by `xValues[i]`. */
  cells: PivotCell[][];
}

/**
 * A knob's values as the sweep plans them: the topology's default (its first row's value) first,
 * then the knob's other choices, so a cell whose row is still running shows as pending.
 */
function valuesOf(first: SweepRow | undefined, knob: string): unknown[] {
  const current = first?.swept[knob as keyof SweepRow["swept"]];
  return [current, ...(knobChoices(knob as KnobName) ?? []).filter((value) => value !== current)];
}

/** The knobs of a topology a pivot can use: the swept ones with two values or more. */
export function pivotKnobs(rows: readonly SweepRow[], topology: string): string[] {
  const first = rows.find((row) => row.topology === topology);
  if (!first) return [];
  return Object.keys(first.swept).filter((knob) => valuesOf(first, knob).length > 1);
}

/**
 * The grid of knob `x` by knob `y` for a topology, values in the sweep's order (the default first;
 * a cell whose run is not in yet has no row).
 * Every other swept knob keeps the current setting's value when the current topology is this one,
 * and the topology's default otherwise, so the grid is a slice through what the learner looks at.
 */
export function pivot(rows: readonly SweepRow[], topology: string, x: string, y: string, current: Knobs): Pivot {
  const own = rows.filter((row) => row.topology === topology);
  const base: Record<string, unknown> = current.topology === topology ? { ...own[0]?.swept, ...pick(current, Object.keys(own[0]?.swept ?? {})) } : { ...own[0]?.swept };
  const xValues = valuesOf(own[0], x);
  const yValues = valuesOf(own[0], y);
  const matches = (row: SweepRow, xv: unknown, yv: unknown) =>
    Object.entries(row.swept).every(([name, value]) => (name === x ? value === xv : name === y ? value === yv : value === base[name]));
  return {
    topology,
    x,
    y,
    xValues,
    yValues,
    cells: yValues.map((yv) => xValues.map((xv) => ({ x: xv, y: yv, row: own.find((row) => matches(row, xv, yv)) }))),
  };
}

function pick(knobs: Knobs, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, knobs[name as keyof Knobs]]));
}
