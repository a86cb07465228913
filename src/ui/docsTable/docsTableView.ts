import type { Locale } from "../../engine/localizedText";
import { DOCS_FIGURES, type DocsFigure, type DocsScenarioId } from "../../engine/docsTable/docsFigures";
import { isDocsPattern, type DocsRowId, type MeasuredCell } from "../../engine/docsTable/docsTable";
import { encodeLink } from "../../share/linkCodec";
import { LINK_VERSION } from "../../share/linkState";

/** The docs' figure for a row on a scenario; none for the stateful router or Deep Agents, which the docs do not measure. */
export function docsFigure(row: DocsRowId, scenarioId: DocsScenarioId): DocsFigure | undefined {
  return isDocsPattern(row) ? DOCS_FIGURES[scenarioId][row] : undefined;
}

/** Calls as the docs' tables write them: per turn where there are two ("3+2 = 5"), "7+" for a lower bound. */
export function callsText(perTurn: readonly number[] | undefined, total: number, atLeast = false): string {
  const sum = `${total}${atLeast ? "+" : ""}`;
  return perTurn && perTurn.length > 1 ? `${perTurn.join("+")} = ${sum}` : sum;
}

/** The docs' token figure as they write it ("~9K", "~14K+"). */
export function docsTokensText(figure: DocsFigure | undefined): string | undefined {
  if (figure?.tokens === undefined) return undefined;
  return `~${figure.tokens / 1000}K${figure.tokensAtLeast ? "+" : ""}`;
}

/** The share link (what follows `#`) that opens a cell's run at its last step. */
export function cellLink(cell: MeasuredCell, locale: Locale): string | undefined {
  const encoded = encodeLink({ v: LINK_VERSION, scenario: { id: cell.scenarioId }, knobs: cell.knobs, step: cell.lastStep, view: { lang: locale } });
  return encoded.ok ? encoded.link : undefined;
}
