import type { Knobs } from "../../engine/knobs";
import { costOfUsage, type CostSetup } from "../../engine/cost/cost";
import type { SweepRow } from "../../engine/sweep";

/** Whether a sweep row is the run the current knobs make: same topology, same values of the knobs it varied. */
export function isCurrentRow(row: SweepRow, knobs: Knobs): boolean {
  if (row.topology !== knobs.topology) return false;
  return Object.entries(row.swept).every(([name, value]) => knobs[name as keyof Knobs] === value);
}

/** The knob change that switches to a row: its topology and the values of the knobs it varied. */
export function rowKnobs(row: SweepRow): Partial<Knobs> {
  return { topology: row.topology, ...row.swept };
}

/** The row's knob setting as the CLI prints it: `name=value, ...`, or "—" for none. */
export function sweptText(row: SweepRow): string {
  const parts = Object.entries(row.swept).map(([name, value]) => `${name}=${String(value)}`);
  return parts.length ? parts.join(", ") : "—";
}

/** The top-level node path as the CLI prints it, per turn for multi-turn scenarios. */
export function pathText(row: SweepRow): string {
  if (row.turns) return row.turns.map((turn, i) => `${i + 1}: ${turn.path.join(" → ")}`).join(" ‖ ");
  return row.path.join(" → ");
}

/** One knob cell of a row: its value (absent when the row's topology does not sweep the knob), and whether it differs from the default. */
export interface KnobCell {
  name: string;
  value?: string;
  changed: boolean;
}

/**
 * The row's cells in the knob columns, each marked changed when it differs from the first row of the
 * same topology (the sweep lists the scenario's default setting first), so the eye finds what varies.
 */
export function knobCells(row: SweepRow, rows: readonly SweepRow[], columns: readonly string[]): KnobCell[] {
  const first = rows.find((other) => other.topology === row.topology) ?? row;
  return columns.map((name) => {
    const key = name as keyof SweepRow["swept"];
    if (!(name in row.swept)) return { name, changed: false };
    return { name, value: String(row.swept[key]), changed: first.swept[key] !== row.swept[key] };
  });
}

/** The topologies of the rows, in order of first appearance. */
export function rowTopologies(rows: readonly SweepRow[]): string[] {
  return [...new Set(rows.map((row) => row.topology))];
}

/** The largest value of a column, for in-cell bars (at least 1). */
export function columnMax(rows: readonly SweepRow[], pick: (row: SweepRow) => number | null): number {
  return Math.max(1, ...rows.map((row) => pick(row) ?? 0));
}

/** Columns the sweep table can sort by. */
export type SweepSortKey = "messages" | "chars" | "totalCalls" | "routerInputChars" | "inputTokens" | "cost";

/** A row's cost per run at a cost setup; null when the row has no token counts. */
export function rowCost(row: SweepRow, setup: CostSetup): number | null {
  return row.tokens ? costOfUsage(row.tokens, row.router ?? undefined, setup).usd : null;
}

/** A row's value in a sortable column (the cost at a cost setup). */
export function sortValue(row: SweepRow, key: SweepSortKey, setup: CostSetup): number | null {
  return key === "cost" ? rowCost(row, setup) : row[key];
}

/** A sort order for the sweep table; none keeps the CLI's order. */
export interface SweepSort {
  key: SweepSortKey;
  direction: "asc" | "desc";
}

/**
 * Rows sorted by a column, ties kept in the CLI's order; rows without a value (no router) go last
 * either way, since "no router" is neither cheap nor expensive.
 */
export function sortRows(rows: readonly SweepRow[], sort: SweepSort | undefined, value: (row: SweepRow, key: SweepSortKey) => number | null): SweepRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row, sort.key) }))
    .sort((a, b) => {
      const x = a.value;
      const y = b.value;
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return (x - y) * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The next sort after clicking a column header: descending, then ascending, then the CLI's order. */
export function nextSort(current: SweepSort | undefined, key: SweepSortKey): SweepSort | undefined {
  if (current?.key !== key) return { key, direction: "desc" };
  return current.direction === "desc" ? { key, direction: "asc" } : undefined;
}

/**
 * A camelCase knob name that may wrap at the one word boundary nearest its middle, so a long name
 * takes two short lines (addHandoff / BackMessages) and the header row stays two lines tall.
 */
export function wrappable(name: string): string {
  const cuts = [...name.matchAll(/[a-z][A-Z]/g)].map((match) => match.index + 1);
  if (cuts.length === 0) return name;
  const cut = cuts.reduce((best, at) => (Math.abs(at - name.length / 2) < Math.abs(best - name.length / 2) ? at : best));
  return `${name.slice(0, cut)}\u200b${name.slice(cut)}`;
}
