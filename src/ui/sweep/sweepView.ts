import type { Knobs } from "../../engine/knobs";
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

/** One swept knob of a row, and whether it differs from the topology's default setting. */
export interface KnobChip {
  name: string;
  value: string;
  changed: boolean;
}

/**
 * The row's swept knobs as chips, each marked changed when it differs from the first row of the
 * same topology (the sweep lists the scenario's default setting first), so the eye finds what varies.
 */
export function knobChips(row: SweepRow, rows: readonly SweepRow[]): KnobChip[] {
  const first = rows.find((other) => other.topology === row.topology) ?? row;
  return Object.entries(row.swept).map(([name, value]) => ({
    name,
    value: String(value),
    changed: first.swept[name as keyof typeof first.swept] !== value,
  }));
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
export type SweepSortKey = "messages" | "chars" | "totalCalls" | "routerInputChars";

/** A sort order for the sweep table; none keeps the CLI's order. */
export interface SweepSort {
  key: SweepSortKey;
  direction: "asc" | "desc";
}

/**
 * Rows sorted by a column, ties kept in the CLI's order; rows without a value (no router) go last
 * either way, since "no router" is neither cheap nor expensive.
 */
export function sortRows(rows: readonly SweepRow[], sort: SweepSort | undefined): SweepRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
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

