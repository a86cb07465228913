import { memo } from "react";
import { DOCS_SCENARIOS, DOCS_SOURCE, type DocsScenarioId } from "../../engine/docsTable/docsFigures";
import { DOCS_ROWS, drawnCells, type DocsRowId, type MeasuredCell } from "../../engine/docsTable/docsTable";
import { docsNotes } from "../../engine/docsTable/docsNotes";
import type { Locale } from "../../engine/localizedText";
import { useText } from "../i18n/useText";
import { docsNoteText, rowName, scenarioName } from "./docsTableText";
import { DocsMatrix, DocsRatings } from "./DocsGuide";
import { callsText, cellLink, docsFigure, docsTokensText } from "./docsTableView";

interface DocsTableProps {
  cells: readonly MeasuredCell[];
  locale: Locale;
}

const TOKENS_SCENARIO: DocsScenarioId = "docs-multi-domain";
const head = "px-2 py-1 text-right font-medium whitespace-nowrap";
const docsCell = "px-2 py-1 text-right tabular-nums text-slate-500 dark:text-slate-400";

/** A measured figure that opens its run (a share link), styled apart from the docs' figure beside it. */
function MeasuredLink({ cell, locale, children, label, kind, detail, batched }: { cell: MeasuredCell; locale: Locale; children: string; label: string; kind: "calls" | "tokens"; detail?: string; batched?: { cell: MeasuredCell; text: string; label: string } }) {
  const link = cellLink(cell, locale);
  return (
    <td className="px-2 py-1 text-right tabular-nums">
      <a
        href={link ? `#${link}` : undefined}
        className="font-semibold text-sky-700 underline decoration-sky-300 underline-offset-2 hover:text-sky-900 dark:text-sky-300 dark:decoration-sky-700 dark:hover:text-sky-100"
        title={label}
        aria-label={label}
        data-testid="docs-cell"
        data-scenario={cell.scenarioId}
        data-row={cell.row}
        data-kind={kind}
      >
        {children}
      </a>
      {detail ? <div className="text-[10px] font-normal text-slate-500 dark:text-slate-400" data-testid="docs-cell-content">{detail}</div> : null}
      {batched ? (
        <a
          href={cellLink(batched.cell, locale) ? `#${cellLink(batched.cell, locale)}` : undefined}
          className="block text-[10px] whitespace-nowrap text-slate-500 underline decoration-slate-300 underline-offset-2 hover:text-slate-800 dark:text-slate-400 dark:decoration-slate-600 dark:hover:text-slate-100"
          title={batched.label}
          aria-label={batched.label}
          data-testid="docs-cell-batched"
          data-scenario={batched.cell.scenarioId}
          data-row={batched.cell.row}
          data-kind={kind}
        >
          {batched.text}
        </a>
      ) : null}
    </td>
  );
}

/**
 * The docs' performance comparison beside the measured runs: per scenario, each pattern's model calls
 * (and for the third, input tokens over all calls), the docs' figure first, then the run's, which
 * links to that run. Below, one line for each place the docs' numbers and the runs disagree.
 */
export const DocsTable = memo(function DocsTable({ cells, locale }: DocsTableProps) {
  const t = useText();
  const cellOf = (row: DocsRowId, scenarioId: DocsScenarioId, flow: MeasuredCell["flow"] = "drawn") => cells.find((c) => c.row === row && c.scenarioId === scenarioId && c.flow === flow);
  const openLabel = (row: DocsRowId, scenarioId: DocsScenarioId) => t("docsTable.openRun", { pattern: rowName(t, row), scenario: scenarioName(t, scenarioId) });
  const number = (value: number) => value.toLocaleString(locale === "zh" ? "zh-CN" : "en-US");
  const batchedOf = (row: DocsRowId, scenarioId: DocsScenarioId, text: (cell: MeasuredCell) => string) => {
    const cell = cellOf(row, scenarioId, "batched");
    const figure = cell && t("docsTable.batched", { figure: text(cell) });
    return cell && figure ? { cell, text: figure, label: `${openLabel(row, scenarioId)} (${figure})` } : undefined;
  };
  return (
    <div className="flex min-w-0 flex-col gap-3 text-xs">
      {/* Only the wide table scrolls sideways on a narrow screen; the text below it wraps to the drawer. */}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
              <th rowSpan={2} className="px-2 py-1 text-left align-bottom font-medium">{t("docsTable.pattern")}</th>
              {DOCS_SCENARIOS.map((id) => (
                <th key={id} data-testid="docs-scenario-heading" colSpan={id === TOKENS_SCENARIO ? 4 : 2} className="border-l border-slate-200 px-2 py-1 text-center font-semibold dark:border-slate-700">
                  {scenarioName(t, id)}
                </th>
              ))}
            </tr>
            <tr className="border-b border-slate-200 text-[11px] text-slate-500 dark:border-slate-700 dark:text-slate-400">
              {DOCS_SCENARIOS.flatMap((id) => {
                const calls = [
                  <th key={`${id}-cd`} className={`${head} border-l border-slate-200 dark:border-slate-700`}>{`${t("docsTable.totalCalls")} · ${t("docsTable.docs")}`}</th>,
                  <th key={`${id}-cm`} className={head}>{t("docsTable.measured")}</th>,
                ];
                if (id !== TOKENS_SCENARIO) return calls;
                return [
                  ...calls,
                  <th key={`${id}-td`} className={head}>{`${t("docsTable.inputTokens")} · ${t("docsTable.docs")}`}</th>,
                  <th key={`${id}-tm`} className={head}>{t("docsTable.measured")}</th>,
                ];
              })}
            </tr>
          </thead>
          <tbody>
            {DOCS_ROWS.map((row) => (
              <tr key={row} className="border-b border-slate-100 dark:border-slate-800" data-testid="docs-row" data-row={row}>
                <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap text-slate-800 dark:text-slate-100">{rowName(t, row)}</th>
                {DOCS_SCENARIOS.flatMap((id) => {
                  const figure = docsFigure(row, id);
                  const cell = cellOf(row, id);
                  const tds = [
                    <td key={`${id}-cd`} className={`${docsCell} border-l border-slate-200 dark:border-slate-700`}>
                      {figure ? callsText(figure.callsPerTurn, figure.totalCalls, figure.callsAtLeast) : t("docsTable.notApplicable")}
                    </td>,
                    cell ? (
                      <MeasuredLink key={`${id}-cm`} cell={cell} locale={locale} label={openLabel(row, id)} kind="calls" batched={batchedOf(row, id, (b) => callsText(b.callsPerTurn, b.totalCalls))}>
                        {callsText(cell.callsPerTurn, cell.totalCalls)}
                      </MeasuredLink>
                    ) : (
                      <td key={`${id}-cm`} />
                    ),
                  ];
                  if (id !== TOKENS_SCENARIO) return tds;
                  return [
                    ...tds,
                    <td key={`${id}-td`} className={docsCell}>{docsTokensText(figure) ?? t("docsTable.notApplicable")}</td>,
                    cell ? (
                      <MeasuredLink
                        key={`${id}-tm`}
                        cell={cell}
                        locale={locale}
                        label={openLabel(row, id)}
                        kind="tokens"
                        detail={t("docsTable.contentTokens", { tokens: number(cell.contentTokens) })}
                        batched={batchedOf(row, id, (b) => number(b.inputTokens))}
                      >
                        {number(cell.inputTokens)}
                      </MeasuredLink>
                    ) : (
                      <td key={`${id}-tm`} />
                    ),
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-[11px] text-slate-500 dark:text-slate-400" data-testid="docs-flows">{t("docsTable.flows")}</p>
      <p className="text-[11px] text-slate-500 dark:text-slate-400">{t("docsTable.tokensHow")}</p>
      <DocsMatrix cells={drawnCells(cells)} />
      <DocsRatings />
      <p className="text-[11px] text-slate-500 dark:text-slate-400" data-testid="docs-source" data-read={DOCS_SOURCE.read}>
        {t("docsTable.source", { page: DOCS_SOURCE.url, read: DOCS_SOURCE.read, text: DOCS_SOURCE.text, sections: DOCS_SOURCE.sections.join(", ") })}
      </p>
      <section>
        <h3 className="mb-1 text-xs font-semibold text-slate-700 dark:text-slate-200">{t("docsTable.notes")}</h3>
        <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {docsNotes(cells).map((note, index) => (
            <li key={index} data-testid="docs-note" data-code={note.code}>
              {docsNoteText(t, note)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
});
