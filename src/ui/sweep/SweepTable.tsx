import { useState } from "react";
import type { Knobs } from "../../engine/knobs";
import type { SweepRow } from "../../engine/sweep";
import { useText } from "../i18n/useText";
import { MESSAGE_TYPES, TYPE_STYLES } from "../metrics/typeStyles";
import { columnMax, isCurrentRow, knobChips, pathText, rowKnobs, rowTopologies, sweptText } from "./sweepView";


/** Props of {@link SweepTable}. */
export interface SweepTableProps {
  /** Rows of `sweep(scenario)` from `src/engine/sweep.ts`, in the CLI's order. */
  rows: readonly SweepRow[];
  currentKnobs: Knobs;
  /** Called with the row's topology and swept knob values; other knobs are left to the caller. */
  onPick: (knobs: Partial<Knobs>) => void;
}

function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <span aria-hidden className="mt-0.5 block h-1 w-full rounded-full bg-slate-200 dark:bg-slate-700">
      <span className={`block h-1 rounded-full ${className}`} style={{ width: `${(value / max) * 100}%` }} />
    </span>
  );
}

/**
 * Every knob combination of the scenario with the figures the CLI prints (`npm run sweep`); the
 * current setting's row is highlighted (`data-current="true"`), and clicking a row switches to it.
 */
export function SweepTable({ rows: allRows, currentKnobs, onPick }: SweepTableProps) {
  // Undefined follows the current topology, so the table opens on the rows the learner is looking at.
  const t = useText();
  const [filter, setFilter] = useState<string | undefined>();
  if (allRows.length === 0) return <p className="p-2 text-sm text-slate-500 dark:text-slate-400">{t("sweepTable.empty")}</p>;
  const topologies = rowTopologies(allRows);
  const shownTopology = filter ?? (topologies.includes(currentKnobs.topology) ? currentKnobs.topology : "all");
  const rows = shownTopology === "all" ? allRows : allRows.filter((row) => row.topology === shownTopology);
  const maxMessages = columnMax(rows, (r) => r.messages);
  const maxChars = columnMax(rows, (r) => r.chars);
  const maxRouterInput = columnMax(rows, (r) => r.routerInputChars);
  const th = "sticky top-0 z-10 bg-slate-100 px-2 py-1 text-left align-bottom font-semibold dark:bg-slate-800";

  const tab = (active: boolean) =>
    `rounded px-2 py-0.5 text-xs font-medium ${active ? "bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900" : "text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"}`;

  return (
    <div className="flex max-h-full min-h-0 flex-col gap-1.5">
      <div role="group" aria-label={t("sweepTable.filter")} className="flex flex-wrap items-center gap-1">
        {topologies.map((topology) => (
          <button
            key={topology}
            type="button"
            data-testid={`sweep-filter-${topology}`}
            aria-pressed={shownTopology === topology}
            onClick={() => setFilter(topology)}
            className={tab(shownTopology === topology)}
          >
            {topology} ({allRows.filter((row) => row.topology === topology).length})
          </button>
        ))}
        <button type="button" data-testid="sweep-filter-all" aria-pressed={shownTopology === "all"} onClick={() => setFilter("all")} className={tab(shownTopology === "all")}>
          {t("sweepTable.all", { count: allRows.length })}
        </button>
      </div>
      <div className="min-h-0 overflow-auto">
      <table data-testid="sweep-table" className="w-full border-collapse text-sm tabular-nums text-slate-900 dark:text-slate-100">
        <thead className="text-xs text-slate-600 dark:text-slate-300">
          <tr>
            <th className={th}>{t("sweepTable.topology")}</th>
            <th className={th}>{t("sweepTable.knobs")}</th>
            <th className={th}>{t("sweepTable.path")}</th>
            <th className={`${th} text-right`}>{t("sweepTable.messages")}</th>
            <th className={th}>{t("sweepTable.composition")}</th>
            <th className={`${th} text-right`}>{t("sweepTable.chars")}</th>
            <th className={`${th} text-right`}>{t("sweepTable.calls")}</th>
            <th className={`${th} text-right`}>{t("sweepTable.routerInput")}</th>
            <th className={th}>{t("sweepTable.outcome")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const current = isCurrentRow(row, currentKnobs);
            const knobs = sweptText(row);
            const c = row.composition;
            const firstOfTopology = index === 0 || rows[index - 1].topology !== row.topology;
            return (
              <tr
                key={`${row.topology}|${knobs}`}
                data-testid="sweep-row"
                data-current={current ? "true" : "false"}
                data-topology={row.topology}
                tabIndex={0}
                aria-current={current ? "true" : undefined}
                aria-label={t("sweepTable.pick", { knobs: `${row.topology} ${knobs}` })}
                onClick={() => onPick(rowKnobs(row))}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    onPick(rowKnobs(row));
                  }
                }}
                className={[
                  "cursor-pointer align-top outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500",
                  firstOfTopology ? "border-t-2 border-slate-300 dark:border-slate-600" : "border-t border-slate-200 dark:border-slate-700/70",
                  current
                    ? "bg-amber-100 font-semibold dark:bg-amber-500/20"
                    : "hover:bg-slate-100 dark:hover:bg-slate-800/80",
                ].join(" ")}
              >
                <td className="px-2 py-1 whitespace-nowrap">
                  {row.topology}
                  {current && (
                    <span className="ml-1.5 rounded bg-amber-500 px-1 text-[10px] font-bold uppercase text-amber-950">{t("sweepTable.current")}</span>
                  )}
                </td>
                <td className="px-2 py-1">
                  <span className="flex flex-wrap gap-1">
                    {knobChips(row, allRows).map((chip) => (
                      <span
                        key={chip.name}
                        title={chip.changed ? t("sweepTable.changedHint") : undefined}
                        className={`whitespace-nowrap rounded px-1 font-mono text-[11px] ${chip.changed ? "bg-sky-100 font-semibold text-sky-900 dark:bg-sky-900/60 dark:text-sky-100" : "text-slate-500 dark:text-slate-400"}`}
                      >
                        {chip.name}={chip.value}
                      </span>
                    ))}
                  </span>
                </td>
                <td className="px-2 py-1 text-xs text-slate-700 dark:text-slate-300">{pathText(row)}</td>
                <td className="px-2 py-1 text-right">
                  {row.messages}
                  <Bar value={row.messages} max={maxMessages} className="bg-sky-500 dark:bg-sky-400" />
                </td>
                <td className="px-2 py-1">
                  <span className="flex h-2.5 w-24 overflow-hidden rounded-sm bg-slate-200 dark:bg-slate-700" aria-hidden>
                    {MESSAGE_TYPES.map((type) =>
                      c[type] > 0 ? (
                        <span key={type} className={TYPE_STYLES[type].bar} style={{ width: `${(c[type] / maxMessages) * 100}%` }} />
                      ) : null,
                    )}
                  </span>
                  <span className="text-xs">{`${c.human}/${c.ai}/${c.tool}/${c.system}`}</span>
                </td>
                <td className="px-2 py-1 text-right">
                  {row.chars}
                  <Bar value={row.chars} max={maxChars} className="bg-sky-500 dark:bg-sky-400" />
                </td>
                <td className="px-2 py-1 text-right">{`${row.routerCalls ?? "—"}/${row.totalCalls}`}</td>
                <td className="px-2 py-1 text-right">
                  {row.routerInputChars ?? "—"}
                  {row.routerInputChars !== null && <Bar value={row.routerInputChars} max={maxRouterInput} className="bg-violet-500 dark:bg-violet-400" />}
                </td>
                <td className={`px-2 py-1 text-xs ${row.error ? "text-red-700 dark:text-red-400" : ""}`} title={row.error?.message}>
                  {row.error ? t("sweepTable.error", { name: row.error.name }) : row.outcome}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    </div>
  );
}
