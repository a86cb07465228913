import { useEffect, useMemo, useRef, useState } from "react";
import type { Knobs } from "../../engine/knobs";
import { findCheck } from "../../engine/checks";
import { failingChecks } from "../../engine/checks/failingChecks";
import type { SweepRow } from "../../engine/sweep";
import { useAppStore } from "../../store/appStore";
import { selectCost } from "../../store/selectors";
import { useLocalized, useText } from "../i18n/useText";
import type { TextKey } from "../i18n/catalog";
import { changingRows, knobColumns, unchangingKnobs } from "./sweepChanging";
import { SweepPivot } from "./SweepPivot";
import { COMPOSITION_CELL, ONE_TOPOLOGY_CELL, PATH_CELL, SweepTableRow, TOPOLOGY_CELL } from "./SweepTableRow";
import { columnMax, isCurrentRow, wrappable, nextSort, rowCost, rowTopologies, sortRows, sortValue, sweptText, type SweepSort, type SweepSortKey } from "./sweepView";

/** Props of {@link SweepTable}. */
export interface SweepTableProps {
  /** Rows of `sweep(scenario)` from `src/engine/sweep.ts`, in the CLI's order. */
  rows: readonly SweepRow[];
  currentKnobs: Knobs;
  /** Called with the row's topology and swept knob values; other knobs are left to the caller. */
  onPick: (knobs: Partial<Knobs>) => void;
}

/** A figure column: header text, the sort key of the numeric ones, and the container width below which it hides. */
interface FigureColumn {
  label: TextKey;
  right?: boolean;
  sort?: SweepSortKey;
  narrow?: string;
  title?: TextKey;
}

/** The columns after the knobs, in order. */
const FIGURE_COLUMNS: FigureColumn[] = [
  { label: "sweepTable.path", narrow: PATH_CELL },
  { label: "sweepTable.messages", right: true, sort: "messages" },
  { label: "sweepTable.composition", narrow: COMPOSITION_CELL },
  { label: "sweepTable.chars", right: true, sort: "chars" },
  { label: "sweepTable.calls", right: true, sort: "totalCalls" },
  { label: "sweepTable.routerInput", right: true, sort: "routerInputChars" },
  { label: "sweepTable.inputTokensShort", right: true, sort: "inputTokens", title: "sweepTable.inputTokens" },
  { label: "sweepTable.cost", right: true, sort: "cost", title: "sweepTable.costHint" },
  { label: "sweepTable.outcome" },
];


/**
 * Every knob combination of the scenario with the figures the CLI prints (`npm run sweep`) and the
 * cost per run at the user's prices, a column per knob and per check that fails in some row shown,
 * one row a line. One topology at a time (the current one first) or all; numeric columns sort on
 * click; "only knobs that change the figures" folds away the knobs that change nothing; the pivot
 * lays two knobs against each other. The current setting's row is highlighted (`data-current`) and
 * scrolled into view; clicking a row or a pivot cell switches to it.
 */
export function SweepTable({ rows: allRows, currentKnobs, onPick }: SweepTableProps) {
  const t = useText();
  const localized = useLocalized();
  const setup = useAppStore(selectCost);
  // Undefined follows the current topology, so the table opens on the rows the learner is looking at.
  const [filter, setFilter] = useState<string | undefined>();
  const [sort, setSort] = useState<SweepSort | undefined>();
  const [onlyChanging, setOnlyChanging] = useState(false);
  const topologies = useMemo(() => rowTopologies(allRows), [allRows]);
  const shownTopology = filter ?? (topologies.includes(currentKnobs.topology) ? currentKnobs.topology : "all");
  const unchanging = useMemo(() => unchangingKnobs(allRows), [allRows]);
  const kept = useMemo(() => (onlyChanging ? changingRows(allRows, unchanging) : allRows), [allRows, unchanging, onlyChanging]);
  const rows = useMemo(
    () => sortRows(shownTopology === "all" ? kept : kept.filter((row) => row.topology === shownTopology), sort, (row, key) => sortValue(row, key, setup)),
    [kept, shownTopology, sort, setup],
  );
  const knobs = useMemo(() => knobColumns(rows, onlyChanging ? unchanging : undefined), [rows, onlyChanging, unchanging]);
  const hidden = useMemo(() => (onlyChanging ? knobColumns(rows).filter((knob) => !knobs.includes(knob)) : []), [rows, knobs, onlyChanging]);
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
  const topologyCell = shownTopology === "all" ? TOPOLOGY_CELL : ONE_TOPOLOGY_CELL;
  const pivotTopology = shownTopology !== "all" ? shownTopology : topologies.includes(currentKnobs.topology) ? currentKnobs.topology : topologies[0];

  const bodyRef = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>('[data-current="true"]')?.scrollIntoView?.({ block: "center" });
  }, [shownTopology, sort]);

  if (allRows.length === 0) return <p className="p-2 text-sm text-slate-500 dark:text-slate-400">{t("sweepTable.empty")}</p>;

  const tab = (active: boolean) =>
    `rounded px-2 py-0.5 text-xs font-medium ${active ? "bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900" : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"}`;
  const th = "sticky top-0 z-10 bg-slate-100 px-1.5 py-0.5 align-bottom font-semibold leading-tight dark:bg-slate-800";

  return (
    <div className="@container flex h-full min-h-0 flex-col gap-1.5">
      {/* The filters span the drawer's width so they wrap into few lines; the pivot sits beside the toggle below them. */}
      <div className="flex shrink-0 flex-col gap-1.5">
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
                {topology === "all" ? t("sweepTable.all", { count: kept.length }) : `${topology} (${kept.filter((row) => row.topology === topology).length})`}
              </button>
            ))}
          </div>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1.5">
          <div className="flex min-w-48 flex-1 flex-wrap items-center gap-2 text-xs">
            <button
              type="button"
              data-testid="sweep-filter-changing"
              aria-pressed={onlyChanging}
              title={t("sweepTable.onlyChangingHint")}
              onClick={() => setOnlyChanging((on) => !on)}
              className={`flex items-center gap-1.5 rounded border px-2 text-left py-0.5 font-medium ${onlyChanging ? "border-sky-700 bg-sky-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950" : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"}`}
            >
              <span aria-hidden className={`inline-block size-2.5 rounded-sm border ${onlyChanging ? "border-current bg-current" : "border-slate-500"}`} />
              {t("sweepTable.onlyChanging")}
            </button>
            {onlyChanging ? (
              <span data-testid="sweep-hidden-knobs" className="text-slate-600 dark:text-slate-300" translate="no">
                {hidden.length ? t("sweepTable.hiddenKnobs", { knobs: hidden.join(", ") }) : t("sweepTable.noneHidden")}
              </span>
            ) : null}
          </div>
          {pivotTopology ? <SweepPivot rows={allRows} topology={pivotTopology} currentKnobs={currentKnobs} onPick={onPick} /> : null}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-auto">
        <table data-testid="sweep-table" className="w-full border-collapse text-xs tabular-nums text-slate-900 dark:text-slate-100">
          <thead className="text-[11px] text-slate-600 dark:text-slate-300">
            <tr>
              <th className={`${th} text-left ${topologyCell}`}>{t("sweepTable.topology")}</th>
              {knobs.map((knob) => (
                <th key={knob} data-testid={`sweep-knob-${knob}`} title={t("sweepTable.knobColumn", { knob })} className={`${th} max-w-32 text-left font-mono font-medium`} translate="no">
                  {wrappable(knob)}
                </th>
              ))}
              {FIGURE_COLUMNS.map((column) => {
                const sorted = column.sort && sort?.key === column.sort ? sort.direction : undefined;
                return (
                  <th
                    key={column.label}
                    className={`${th} ${column.right ? "min-w-[4.5rem] text-right" : "text-left"} ${column.narrow ?? ""}`}
                    title={column.title ? t(column.title) : undefined}
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
                knobs={knobs}
                topologyCell={topologyCell}
                current={isCurrentRow(row, currentKnobs)}
                groupStart={index > 0 && !sort && rows[index - 1].topology !== row.topology}
                maxima={maxima}
                cost={rowCost(row, setup)}
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
