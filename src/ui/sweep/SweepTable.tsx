import { useEffect, useMemo, useRef, useState } from "react";
import type { Knobs } from "../../engine/knobs";
import { findCheck } from "../../engine/checks";
import { failingChecks } from "../../engine/checks/failingChecks";
import type { SweepRow } from "../../engine/sweep";
import { useLocalized, useText } from "../i18n/useText";
import type { TextKey } from "../i18n/catalog";
import { COMPOSITION_CELL, PATH_CELL, SweepTableRow, TOPOLOGY_CELL } from "./SweepTableRow";
import { columnMax, isCurrentRow, nextSort, rowTopologies, sortRows, sweptText, type SweepSort, type SweepSortKey } from "./sweepView";

/** Props of {@link SweepTable}. */
export interface SweepTableProps {
  /** Rows of `sweep(scenario)` from `src/engine/sweep.ts`, in the CLI's order. */
  rows: readonly SweepRow[];
  currentKnobs: Knobs;
  /** Called with the row's topology and swept knob values; other knobs are left to the caller. */
  onPick: (knobs: Partial<Knobs>) => void;
}

/**
 * The table's columns: header text, alignment, the sort key of the numeric ones, and the container
 * width below which a column hides (the numbers matter most in a narrow drawer).
 */
const COLUMNS: { label: TextKey; right?: boolean; sort?: SweepSortKey; narrow?: string }[] = [
  { label: "sweepTable.topology", narrow: TOPOLOGY_CELL },
  { label: "sweepTable.knobs" },
  { label: "sweepTable.path", narrow: PATH_CELL },
  { label: "sweepTable.messages", right: true, sort: "messages" },
  { label: "sweepTable.composition", narrow: COMPOSITION_CELL },
  { label: "sweepTable.chars", right: true, sort: "chars" },
  { label: "sweepTable.calls", right: true, sort: "totalCalls" },
  { label: "sweepTable.routerInput", right: true, sort: "routerInputChars" },
  { label: "sweepTable.outcome" },
];

/**
 * Every knob combination of the scenario with the figures the CLI prints (`npm run sweep`), and a
 * column per check that fails in some row shown, one
 * topology at a time (the current one first) or all; numeric columns sort on click. The current
 * setting's row is highlighted (`data-current="true"`) and scrolled into view; clicking a row
 * switches to it.
 */
export function SweepTable({ rows: allRows, currentKnobs, onPick }: SweepTableProps) {
  const t = useText();
  const localized = useLocalized();
  // Undefined follows the current topology, so the table opens on the rows the learner is looking at.
  const [filter, setFilter] = useState<string | undefined>();
  const [sort, setSort] = useState<SweepSort | undefined>();
  const topologies = useMemo(() => rowTopologies(allRows), [allRows]);
  const shownTopology = filter ?? (topologies.includes(currentKnobs.topology) ? currentKnobs.topology : "all");
  const rows = useMemo(
    () => sortRows(shownTopology === "all" ? allRows : allRows.filter((row) => row.topology === shownTopology), sort),
    [allRows, shownTopology, sort],
  );
  // A column per check that fails in some row shown: a check that passes everywhere says nothing here.
  const checks = useMemo(() => failingChecks(rows), [rows]);
  const maxima = useMemo(
    () => ({
      messages: columnMax(rows, (r) => r.messages),
      chars: columnMax(rows, (r) => r.chars),
      routerInputChars: columnMax(rows, (r) => r.routerInputChars),
    }),
    [rows],
  );

  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>('[data-current="true"]')?.scrollIntoView?.({ block: "center" });
  }, [shownTopology, sort]);

  if (allRows.length === 0) return <p className="p-2 text-sm text-slate-500 dark:text-slate-400">{t("sweepTable.empty")}</p>;

  const tab = (active: boolean) =>
    `rounded px-2 py-0.5 text-xs font-medium ${active ? "bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900" : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"}`;
  const th = "sticky top-0 z-10 bg-slate-100 px-2 py-1 align-bottom font-semibold dark:bg-slate-800";

  return (
    <div className="@container flex max-h-full min-h-0 flex-col gap-1.5">
      <div role="group" aria-label={t("sweepTable.filter")} className="flex flex-wrap items-center gap-1">
        {[...topologies, "all"].map((topology) => (
          <button
            key={topology}
            type="button"
            data-testid={`sweep-filter-${topology}`}
            aria-pressed={shownTopology === topology}
            onClick={() => setFilter(topology)}
            className={tab(shownTopology === topology)}
          >
            {topology === "all"
              ? t("sweepTable.all", { count: allRows.length })
              : `${topology} (${allRows.filter((row) => row.topology === topology).length})`}
          </button>
        ))}
      </div>
      <div className="min-h-0 overflow-auto">
        <table data-testid="sweep-table" className="w-full border-collapse text-sm tabular-nums text-slate-900 dark:text-slate-100">
          <thead className="text-xs text-slate-600 dark:text-slate-300">
            <tr>
              {COLUMNS.map((column) => {
                const sorted = column.sort && sort?.key === column.sort ? sort.direction : undefined;
                return (
                  <th
                    key={column.label}
                    className={`${th} ${column.right ? "text-right" : "text-left"} ${column.narrow ?? ""}`}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        data-testid={`sweep-sort-${column.sort}`}
                        onClick={() => setSort((old) => nextSort(old, column.sort!))}
                        className={`font-semibold hover:text-sky-700 dark:hover:text-sky-300 ${column.right ? "text-right" : "text-left"}`}
                      >
                        {t(column.label)}
                        <span aria-hidden className="ml-0.5 inline-block w-2">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : ""}
                        </span>
                      </button>
                    ) : (
                      t(column.label)
                    )}
                  </th>
                );
              })}
              {checks.map((id) => {
                const check = findCheck(id);
                return (
                  <th key={id} data-testid={`sweep-check-${id}`} className={`${th} max-w-20 text-center`}>
                    {check ? localized(check.title) : id}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {rows.map((row, index) => (
              <SweepTableRow
                key={`${row.topology}|${sweptText(row)}`}
                row={row}
                allRows={allRows}
                current={isCurrentRow(row, currentKnobs)}
                groupStart={index > 0 && !sort && rows[index - 1].topology !== row.topology}
                maxima={maxima}
                checks={checks}
                onPick={onPick}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
