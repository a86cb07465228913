import { DOCS_SCENARIOS, DOCS_SOURCE } from "../engine/docsTable/docsFigures";
import { DOCS_ROWS, type DocsRowId, type MeasuredCell } from "../engine/docsTable/docsTable";
import type { DocsScenarioId } from "../engine/docsTable/docsFigures";
import { docsNotes } from "../engine/docsTable/docsNotes";
import { translate } from "../ui/i18n/catalog";
import { docsNoteText, rowName, scenarioName, type Translate } from "../ui/docsTable/docsTableText";
import { callsText, docsFigure, docsTokensText } from "../ui/docsTable/docsTableView";

const cellOf = (cells: readonly MeasuredCell[], row: DocsRowId, scenarioId: DocsScenarioId, flow: MeasuredCell["flow"]) =>
  cells.find((c) => c.row === row && c.scenarioId === scenarioId && c.flow === flow);

const t: Translate = (key, params) => translate("en", key, params);

/**
 * The docs table as markdown: per scenario, each pattern's model calls and input tokens in the docs
 * and in the runs (the drawn flow, then the batched one in brackets), then one line for every place
 * the docs' numbers and the drawn runs disagree.
 */
export function formatDocsTable(cells: readonly MeasuredCell[]): string {
  const header = ["pattern", ...DOCS_SCENARIOS.flatMap((id) => [`${scenarioName(t, id)}: calls (docs / drawn [batched])`, ...(id === "docs-multi-domain" ? ["input tokens billed, all calls (docs / drawn (message texts alone) [batched])"] : [])])];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const row of DOCS_ROWS) {
    const values = [rowName(t, row)];
    for (const scenarioId of DOCS_SCENARIOS) {
      const cell = cellOf(cells, row, scenarioId, "drawn");
      const batched = cellOf(cells, row, scenarioId, "batched");
      const figure = docsFigure(row, scenarioId);
      const docs = figure ? callsText(figure.callsPerTurn, figure.totalCalls, figure.callsAtLeast) : "—";
      values.push(`${docs} / ${cell ? callsText(cell.callsPerTurn, cell.totalCalls) : "—"} [${batched ? callsText(batched.callsPerTurn, batched.totalCalls) : "—"}]`);
      if (scenarioId === "docs-multi-domain") values.push(`${docsTokensText(figure) ?? "—"} / ${cell ? `${cell.inputTokens} (${cell.contentTokens})` : "—"} [${batched?.inputTokens ?? "—"}]`);
    }
    lines.push(`| ${values.join(" | ")} |`);
  }
  const notes = docsNotes(cells).map((note) => `- ${docsNoteText(t, note)}`);
  const source = t("docsTable.source", { page: DOCS_SOURCE.url, read: DOCS_SOURCE.read, text: DOCS_SOURCE.text, sections: DOCS_SOURCE.sections.join(", ") });
  return [...lines, "", t("docsTable.tokensHow"), source, "", `${t("docsTable.notes")}:`, ...notes].join("\n");
}
