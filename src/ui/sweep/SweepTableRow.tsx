import { memo } from "react";
import type { Knobs } from "../../engine/knobs";
import type { SweepRow } from "../../engine/sweep";
import { useText } from "../i18n/useText";
import { MESSAGE_TYPES, TYPE_STYLES } from "../metrics/typeStyles";
import { CheckMark } from "../checks/CheckMark";
import { formatUsd } from "../cost/costView";
import { knobCells, pathText, rowKnobs, sweptText } from "./sweepView";

/** Classes of the node-path cells: shown only when the table's container is wide. */
export const PATH_CELL = "hidden @6xl:table-cell";
/** Classes of the composition cells: hidden in a narrow container. */
export const COMPOSITION_CELL = "hidden @5xl:table-cell";
/** Classes of the topology cells: a narrow table shows one topology at a time (the filter names it). */
export const TOPOLOGY_CELL = "hidden @2xl:table-cell";
/** Classes of the topology cells when one topology is shown: its tab names it, so only a wide table repeats it. */
export const ONE_TOPOLOGY_CELL = "hidden @6xl:table-cell";

/** Column maxima for the in-cell bars, over the rows shown. */
export interface ColumnMaxima {
  messages: number;
  chars: number;
  routerInputChars: number;
}

/** Props of {@link SweepTableRow}. */
export interface SweepTableRowProps {
  row: SweepRow;
  /** Every row of the sweep (knob cells compare with the topology's first row). */
  allRows: readonly SweepRow[];
  /** The knob columns, in order. */
  knobs: readonly string[];
  current: boolean;
  /** Classes of the topology cell ({@link TOPOLOGY_CELL} or {@link ONE_TOPOLOGY_CELL}). */
  topologyCell: string;
  /** Draw a heavier rule above: the first row of a topology block. */
  groupStart: boolean;
  maxima: ColumnMaxima;
  /** The row's cost per run at the user's prices; null without token counts. */
  cost: number | null;
  /** Ids of the check columns, in order. */
  checks: readonly string[];
  onPick: (knobs: Partial<Knobs>) => void;
}

/** A bar along the cell's foot, so it adds no height to the row. */
function Bar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <span aria-hidden className="absolute inset-x-1.5 bottom-0.5 h-0.5 rounded-full bg-slate-200 dark:bg-slate-700">
      <span className={`block h-0.5 rounded-full ${className}`} style={{ width: `${(value / max) * 100}%` }} />
    </span>
  );
}

const cell = "px-1.5 py-0 whitespace-nowrap";
const number = `${cell} relative text-right`;

/** One sweep row (`sweep-row`) on one line: the CLI's columns, a cell per knob, small bars; click or Enter picks it. */
export const SweepTableRow = memo(function SweepTableRow({ row, allRows, knobs, topologyCell, current, groupStart, maxima, cost, checks, onPick }: SweepTableRowProps) {
  const t = useText();
  const c = row.composition;
  const pick = () => onPick(rowKnobs(row));
  return (
    <tr
      data-testid="sweep-row"
      data-current={current ? "true" : "false"}
      data-topology={row.topology}
      tabIndex={0}
      aria-current={current ? "true" : undefined}
      aria-label={t("sweepTable.pick", { knobs: `${row.topology} ${sweptText(row)}` })}
      onClick={pick}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          pick();
        }
      }}
      className={[
        "h-5 cursor-pointer leading-[18px] outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-500",
        groupStart ? "border-t-2 border-slate-300 dark:border-slate-600" : "border-t border-slate-200 dark:border-slate-700/70",
        current ? "bg-amber-100 font-semibold dark:bg-amber-500/20" : "hover:bg-slate-100 dark:hover:bg-slate-800/80",
      ].join(" ")}
    >
      {/* The path column hides in a narrow drawer; the topology cell still tells it on hover. */}
      <td className={`${cell} ${topologyCell}`} title={pathText(row)} translate="no">
        {row.topology}
        {current && <span className="ml-1 rounded bg-amber-500 px-1 text-[10px] font-bold uppercase text-amber-950">{t("sweepTable.current")}</span>}
      </td>
      {knobCells(row, allRows, knobs).map((knob) => (
        <td
          key={knob.name}
          data-knob={knob.name}
          title={knob.changed ? t("sweepTable.changedHint") : undefined}
          translate="no"
          className={`${cell} font-mono text-[11px] ${knob.changed ? "font-semibold text-sky-800 dark:text-sky-200" : "text-slate-600 dark:text-slate-400"}`}
        >
          {knob.value ?? "·"}
        </td>
      ))}
      <td className={`${cell} max-w-64 truncate text-slate-700 dark:text-slate-300 ${PATH_CELL}`} title={pathText(row)} translate="no">{pathText(row)}</td>
      <td className={number} data-figure="messages">
        {row.messages}
        <Bar value={row.messages} max={maxima.messages} className="bg-sky-500 dark:bg-sky-400" />
      </td>
      <td className={`${cell} ${COMPOSITION_CELL}`}>
        <span className="inline-flex h-2 w-16 overflow-hidden rounded-sm bg-slate-200 align-middle dark:bg-slate-700" aria-hidden>
          {MESSAGE_TYPES.map((type) =>
            c[type] > 0 ? <span key={type} className={TYPE_STYLES[type].bar} style={{ width: `${(c[type] / maxima.messages) * 100}%` }} /> : null,
          )}
        </span>
        <span className="ml-1 text-[11px]">{`${c.human}/${c.ai}/${c.tool}/${c.system}`}</span>
      </td>
      <td className={number}>
        {row.chars}
        <Bar value={row.chars} max={maxima.chars} className="bg-sky-500 dark:bg-sky-400" />
      </td>
      <td className={number}>{`${row.routerCalls ?? "—"}/${row.totalCalls}`}</td>
      <td className={number}>
        {row.routerInputChars ?? "—"}
        {row.routerInputChars !== null && <Bar value={row.routerInputChars} max={maxima.routerInputChars} className="bg-violet-500 dark:bg-violet-400" />}
      </td>
      <td className={number}>{row.inputTokens ?? "—"}</td>
      <td className={`${number} font-mono text-[11px]`} data-figure="cost" data-usd={cost ?? undefined}>
        {cost === null ? "—" : formatUsd(cost)}
      </td>
      <td className={`${cell} ${row.error ? "text-red-700 dark:text-red-300" : row.notApplicable ? "text-slate-500 dark:text-slate-400" : ""}`} data-outcome={row.outcome}>
        {row.error ? (
          <span title={row.error.message} data-content="run">
            {t("sweepTable.error", { name: row.error.name })}
          </span>
        ) : row.notApplicable ? (
          <span title={t("sweepTable.noScriptHint", { agent: row.notApplicable.agent })}>{t("sweepTable.noScript", { agent: row.notApplicable.agent })}</span>
        ) : (
          <>
            {t(row.outcome === "paused" ? "sweepTable.paused" : "sweepTable.completed")}
            {row.decided ? <span className="ml-1 text-slate-500 dark:text-slate-400" title={t("sweepTable.decidedHint")}>{t(`sweepTable.decided.${row.decided.decision}`, { pauses: row.decided.pauses })}</span> : null}
          </>
        )}
      </td>
      {checks.map((id) => {
        const status = row.checks[id];
        return (
          <td key={id} data-check={id} data-status={status} className={`${cell} text-center`}>
            {status ? <CheckMark status={status} /> : "—"}
          </td>
        );
      })}
    </tr>
  );
});
