import { useId, useMemo, useState } from "react";
import type { Knobs } from "../../engine/knobs";
import type { SweepRow } from "../../engine/sweep";
import { useAppStore } from "../../store/appStore";
import { selectCost } from "../../store/selectors";
import type { TextKey } from "../i18n/catalog";
import { useText } from "../i18n/useText";
import { formatUsd } from "../cost/costView";
import { pivot, pivotKnobs } from "./sweepPivot";
import { isCurrentRow, rowKnobs, sortValue, type SweepSortKey } from "./sweepView";

/** The figures a pivot can show, with their column header's words. */
const FIGURES: { key: SweepSortKey; label: TextKey }[] = [
  { key: "messages", label: "sweepTable.messages" },
  { key: "chars", label: "sweepTable.chars" },
  { key: "totalCalls", label: "sweepTable.calls" },
  { key: "routerInputChars", label: "sweepTable.routerInput" },
  { key: "inputTokens", label: "sweepTable.inputTokens" },
  { key: "cost", label: "sweepTable.cost" },
];

/** Props of {@link SweepPivot}. */
export interface SweepPivotProps {
  rows: readonly SweepRow[];
  topology: string;
  currentKnobs: Knobs;
  onPick: (knobs: Partial<Knobs>) => void;
}

const select = "max-w-40 rounded border border-slate-300 bg-white px-1 py-0 font-mono text-[11px] dark:border-slate-600 dark:bg-slate-950";

/**
 * Two knobs of one topology against each other (`sweep-pivot`): a cell per pair of values with one
 * figure, the other knobs held at the current setting, so outputMode by addHandoffMessages reads
 * 12 / 16 over 4 / 8 at a glance. Clicking a cell switches to its setting.
 */
export function SweepPivot({ rows, topology, currentKnobs, onPick }: SweepPivotProps) {
  const t = useText();
  const id = useId();
  const setup = useAppStore(selectCost);
  const knobs = useMemo(() => pivotKnobs(rows, topology), [rows, topology]);
  const [chosen, setChosen] = useState<{ x?: string; y?: string; figure: SweepSortKey }>({ figure: "messages" });
  const x = chosen.x && knobs.includes(chosen.x) ? chosen.x : knobs[0];
  const y = chosen.y && knobs.includes(chosen.y) && chosen.y !== x ? chosen.y : knobs.find((knob) => knob !== x);
  const grid = useMemo(() => (x && y ? pivot(rows, topology, x, y, currentKnobs) : undefined), [rows, topology, x, y, currentKnobs]);

  if (!grid || !x || !y) {
    return <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="sweep-pivot-none">{t("sweepPivot.none", { topology })}</p>;
  }
  // Choosing the other axis's knob swaps the two.
  const choose = (axis: "x" | "y", knob: string) => setChosen((old) => ({ ...old, x: axis === "x" ? knob : knob === x ? y : x, y: axis === "y" ? knob : knob === y ? x : y }));
  const figure = FIGURES.find((f) => f.key === chosen.figure)!;
  const show = (row: SweepRow) => {
    const value = sortValue(row, figure.key, setup);
    return value === null ? "—" : figure.key === "cost" ? formatUsd(value) : String(value);
  };
  return (
    <div className="flex flex-wrap items-start gap-2 text-xs">
      <div className="flex flex-col gap-0.5" role="group" aria-label={t("sweepPivot.title")}>
        {(["x", "y"] as const).map((axis) => (
          <label key={axis} className="flex items-center justify-between gap-1">
            {t(axis === "x" ? "sweepPivot.columns" : "sweepPivot.rows")}
            <select className={select} value={axis === "x" ? x : y} onChange={(event) => choose(axis, event.target.value)} data-testid={`sweep-pivot-${axis}`}>
              {knobs.map((knob) => (
                <option key={knob} value={knob}>{knob}</option>
              ))}
            </select>
          </label>
        ))}
        <label className="flex items-center justify-between gap-1">
          {t("sweepPivot.figure")}
          <select className={select.replace("font-mono ", "")} value={figure.key} onChange={(event) => setChosen((old) => ({ ...old, figure: event.target.value as SweepSortKey }))} data-testid="sweep-pivot-figure">
            {FIGURES.map((f) => (
              <option key={f.key} value={f.key}>{t(f.label)}</option>
            ))}
          </select>
        </label>
      </div>
      <table data-testid="sweep-pivot" data-x={x} data-y={y} data-figure={figure.key} aria-describedby={`${id}-held`} className="border-collapse tabular-nums">
        <caption className="sr-only">{t("sweepPivot.caption", { figure: t(figure.label), rows: y, columns: x })}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-1.5 text-left align-bottom font-mono text-[10px] font-normal text-slate-600 dark:text-slate-300" translate="no">
              {y} \ {x}
            </th>
            {grid.xValues.map((value) => (
              <th key={String(value)} scope="col" className="px-1.5 text-center font-mono text-[11px] font-semibold" translate="no">{String(value)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.cells.map((line, j) => (
            <tr key={String(grid.yValues[j])}>
              <th scope="row" className="px-1.5 text-right font-mono text-[11px] font-semibold" translate="no">{String(grid.yValues[j])}</th>
              {line.map((cell) => {
                const current = cell.row !== undefined && isCurrentRow(cell.row, currentKnobs);
                return (
                  <td key={String(cell.x)} className="px-0.5 py-px">
                    <button
                      type="button"
                      disabled={!cell.row}
                      data-testid="sweep-pivot-cell"
                      data-x={String(cell.x)}
                      data-y={String(cell.y)}
                      data-value={cell.row ? (sortValue(cell.row, figure.key, setup) ?? "") : ""}
                      data-current={current ? "true" : "false"}
                      aria-pressed={current}
                      aria-label={cell.row ? `${x}=${String(cell.x)}, ${y}=${String(cell.y)}: ${show(cell.row)}` : t("sweepPivot.pending")}
                      onClick={() => cell.row && onPick(rowKnobs(cell.row))}
                      className={`h-6 min-w-20 rounded px-2 text-sm leading-none font-bold ${current ? "bg-amber-200 text-amber-950 ring-2 ring-amber-500 dark:bg-amber-500/30 dark:text-amber-50" : "bg-slate-100 text-slate-900 hover:bg-sky-100 disabled:text-slate-500 dark:bg-slate-800 dark:text-slate-50 dark:hover:bg-sky-900/60 dark:disabled:text-slate-400"}`}
                    >
                      {cell.row ? show(cell.row) : "…"}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={`${id}-held`} className="max-w-48 self-center text-[11px] text-slate-600 dark:text-slate-300">
        <span className="mr-1 font-semibold tracking-wider uppercase">{t("sweepPivot.title")}</span>
        {currentKnobs.topology === topology ? t("sweepPivot.heldCurrent") : t("sweepPivot.heldDefault", { topology })}
      </p>
    </div>
  );
}
