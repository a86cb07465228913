import type { SweepRow } from "../../engine/sweep";

/** Everything a row shows beyond its knobs: two rows with the same key read the same in every column. */
export function figuresKey(row: SweepRow): string {
  return JSON.stringify([row.path, row.turns, row.messages, row.composition, row.chars, row.modelCalls, row.routerInputChars, row.inputChars, row.tokens, row.outcome, row.error?.name, row.checks, row.board]);
}

/** The swept knobs of a row's topology, in the sweep's order. */
function knobsOf(row: SweepRow): string[] {
  return Object.keys(row.swept);
}

function settingWithout(row: SweepRow, knob: string): string {
  return JSON.stringify(Object.entries(row.swept).filter(([name]) => name !== knob));
}

/**
 * Per topology, the swept knobs that never change the figures: among the rows that differ only in
 * that knob, every row reads the same. Computed from the rows there are (a running sweep's so far).
 */
export function unchangingKnobs(rows: readonly SweepRow[]): Map<string, Set<string>> {
  const byTopology = new Map<string, SweepRow[]>();
  for (const row of rows) byTopology.set(row.topology, [...(byTopology.get(row.topology) ?? []), row]);
  const result = new Map<string, Set<string>>();
  for (const [topology, own] of byTopology) {
    const unchanging = new Set<string>();
    for (const knob of knobsOf(own[0])) {
      const figures = new Map<string, string>();
      const changes = own.some((row) => {
        const group = settingWithout(row, knob);
        const key = figuresKey(row);
        if (!figures.has(group)) figures.set(group, key);
        return figures.get(group) !== key;
      });
      if (!changes) unchanging.add(knob);
    }
    result.set(topology, unchanging);
  }
  return result;
}

/**
 * The rows with the knobs that change nothing folded away: a row stays when each of its topology's
 * unchanging knobs has the value of the topology's first row (the scenario's default setting). Every
 * figure the table shows is still there, once. Since no unchanging knob changes any row, folding
 * several at once loses nothing either.
 */
export function changingRows(rows: readonly SweepRow[], unchanging: Map<string, Set<string>> = unchangingKnobs(rows)): SweepRow[] {
  const first = new Map<string, SweepRow>();
  for (const row of rows) if (!first.has(row.topology)) first.set(row.topology, row);
  return rows.filter((row) => {
    const base = first.get(row.topology)!;
    return [...(unchanging.get(row.topology) ?? [])].every((knob) => row.swept[knob as keyof SweepRow["swept"]] === base.swept[knob as keyof SweepRow["swept"]]);
  });
}

/**
 * The knob columns for the rows shown, in order of first appearance; with `unchanging`, a knob is
 * left out when it changes nothing in any topology shown that sweeps it.
 */
export function knobColumns(rows: readonly SweepRow[], unchanging?: Map<string, Set<string>>): string[] {
  const columns: string[] = [];
  const changing = new Set<string>();
  for (const row of rows) {
    for (const knob of knobsOf(row)) {
      if (!columns.includes(knob)) columns.push(knob);
      if (!unchanging?.get(row.topology)?.has(knob)) changing.add(knob);
    }
  }
  return unchanging ? columns.filter((knob) => changing.has(knob)) : columns;
}
