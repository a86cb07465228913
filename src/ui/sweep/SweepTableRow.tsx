import { memo } from "react";
import type { Knobs } from "../../engine/knobs";
import type { SweepRow } from "../../engine/sweep";
import { useText } from "../i18n/useText";
import { MESSAGE_TYPES, TYPE_STYLES } from "../metrics/typeStyles";
import { CheckMark } from "../checks/CheckMark";
import { knobChips, pathText, rowKnobs, sweptText } from "./sweepView";

/** Classes of the node-path cells: shown only when the table's container is wide. */
export const PATH_CELL = "hidden @4xl:table-cell";
/** Classes of the composition cells: hidden in a narrow container. */
export const COMPOSITION_CELL = "hidden @3xl:table-cell";
/** Classes of the topology cells: a narrow table shows one topology at a time (the filter names it). */
export const TOPOLOGY_CELL = "hidden @2xl:table-cell";

/** Column maxima for the in-cell bars, over the rows shown. */
export interface ColumnMaxima {
  messages: number;
  chars: number;
  routerInputChars: number;
}

/** Props of {@link SweepTableRow}. */
export interface SweepTableRowProps {
  row: SweepRow;
  /** Every row of the sweep (knob chips compare with the topology's first row). */
  allRows: readonly SweepRow[];
  current: boolean;
  /** Draw a heavier rule above: the first row of a topology block. */
  groupStart: boolean;
  maxima: ColumnMaxima;
  /** Ids of the check columns, in order. */
  checks: readonly string[];
  onPick: (knobs: Partial<Knobs>) => void;
}

function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <span aria-hidden className="mt-0.5 block h-1 w-full rounded-full bg-slate-200 dark:bg-slate-700">
      <span className={`block h-1 rounded-full ${className}`} style={{ width: `${(value / max) * 100}%` }} />
    </span>
  );
}

/** One sweep row (`sweep-row`): the CLI's columns, knob chips, small bars; click or Enter picks it. */
export const SweepTableRow = memo(function SweepTableRow({ row, allRows, current, groupStart, maxima, checks, onPick }: SweepTableRowProps) {
  const t = useText();
  const knobs = sweptText(row);
  const c = row.composition;
  const pick = () => onPick(rowKnobs(row));
  return (
    <tr
      data-testid="sweep-row"
      data-current={current ? "true" : "false"}
      data-topology={row.topology}
      tabIndex={0}
      aria-current={current ? "true" : undefined}
      aria-label={t("sweepTable.pick", { knobs: `${row.topology} ${knobs}` })}
      onClick={pick}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          pick();
        }
      }}
      className={[
        "cursor-pointer align-top outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500",
        groupStart ? "border-t-2 border-slate-300 dark:border-slate-600" : "border-t border-slate-200 dark:border-slate-700/70",
        current ? "bg-amber-100 font-semibold dark:bg-amber-500/20" : "hover:bg-slate-100 dark:hover:bg-slate-800/80",
      ].join(" ")}
    >
      {/* The path column hides in a narrow drawer; the topology cell still tells it on hover. */}
      <td className={`whitespace-nowrap px-2 py-1 ${TOPOLOGY_CELL}`} title={pathText(row)} translate="no">
        {row.topology}
        {current && <span className="ml-1.5 rounded bg-amber-500 px-1 text-[10px] font-bold uppercase text-amber-950">{t("sweepTable.current")}</span>}
      </td>
      <td className="px-2 py-1">
        <span className="flex flex-wrap gap-1" translate="no">
          {knobChips(row, allRows).map((chip) => (
            <span
              key={chip.name}
              title={chip.changed ? t("sweepTable.changedHint") : undefined}
              className={`whitespace-nowrap rounded px-1 font-mono text-[11px] ${chip.changed ? "bg-sky-100 font-semibold text-sky-900 dark:bg-sky-900/60 dark:text-sky-100" : "text-slate-600 dark:text-slate-400"}`}
            >
              {chip.name}={chip.value}
            </span>
          ))}
        </span>
      </td>
      <td className={`px-2 py-1 text-xs text-slate-700 dark:text-slate-300 ${PATH_CELL}`} translate="no">{pathText(row)}</td>
      <td className="px-2 py-1 text-right">
        {row.messages}
        <Bar value={row.messages} max={maxima.messages} className="bg-sky-500 dark:bg-sky-400" />
      </td>
      <td className={`px-2 py-1 ${COMPOSITION_CELL}`}>
        <span className="flex h-2.5 w-24 overflow-hidden rounded-sm bg-slate-200 dark:bg-slate-700" aria-hidden>
          {MESSAGE_TYPES.map((type) =>
            c[type] > 0 ? <span key={type} className={TYPE_STYLES[type].bar} style={{ width: `${(c[type] / maxima.messages) * 100}%` }} /> : null,
          )}
        </span>
        <span className="text-xs">{`${c.human}/${c.ai}/${c.tool}/${c.system}`}</span>
      </td>
      <td className="px-2 py-1 text-right">
        {row.chars}
        <Bar value={row.chars} max={maxima.chars} className="bg-sky-500 dark:bg-sky-400" />
      </td>
      <td className="px-2 py-1 text-right">{`${row.routerCalls ?? "—"}/${row.totalCalls}`}</td>
      <td className="px-2 py-1 text-right">
        {row.routerInputChars ?? "—"}
        {row.routerInputChars !== null && <Bar value={row.routerInputChars} max={maxima.routerInputChars} className="bg-violet-500 dark:bg-violet-400" />}
      </td>
      <td className={`px-2 py-1 text-xs ${row.error ? "text-red-700 dark:text-red-300" : ""}`}>
        {row.error ? (
          <span title={row.error.message} data-content="run">
            {t("sweepTable.error", { name: row.error.name })}
          </span>
        ) : (
          t("sweepTable.completed")
        )}
      </td>
      {checks.map((id) => {
        const status = row.checks[id];
        return (
          <td key={id} data-check={id} data-status={status} className="px-2 py-1 text-center">
            {status ? <CheckMark status={status} /> : "—"}
          </td>
        );
      })}
    </tr>
  );
});
