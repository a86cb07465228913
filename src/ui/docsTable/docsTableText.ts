import type { DocsNote, DocsRowId } from "../../engine/docsTable/docsTable";
import type { DocsScenarioId } from "../../engine/docsTable/docsFigures";
import type { MatrixBasis } from "../../engine/docsTable/docsGuide";
import type { TextKey, TextParams } from "../i18n/catalog";

/** A catalog lookup (`useText()` in React, `translate` bound to a locale elsewhere). */
export type Translate = (key: TextKey, params?: TextParams) => string;

/** A token figure the way the docs write theirs: thousands as "13K". */
function thousands(tokens: number): string {
  return `${Math.round(tokens / 100) / 10}K`;
}

/** Patterns by their row names, in the order given. */
export function patternList(t: Translate, patterns: readonly DocsRowId[], separator = ", "): string {
  return patterns.map((pattern) => rowName(t, pattern)).join(separator);
}

/** What a matrix row's measured side is read from, worded. */
export function basisText(t: Translate, basis: MatrixBasis): string {
  return basis.kind === "not-measured" ? t("docsTable.basis.not-measured") : t(`docsTable.basis.${basis.kind}`, { scenario: scenarioName(t, basis.scenarioId) });
}

/** A row's name. */
export function rowName(t: Translate, row: DocsRowId): string {
  return t(`docsTable.row.${row}`);
}

/** A scenario's short name. */
export function scenarioName(t: Translate, scenarioId: DocsScenarioId): string {
  return t(`docsTable.scenario.${scenarioId}`);
}

/** One note as one line: what the docs say, what their table or the run gives, and why where known. */
export function docsNoteText(t: Translate, note: DocsNote): string {
  switch (note.code) {
    case "prose-token-saving":
      return t("docsNote.prose-token-saving", { claimed: note.claimed, fromTable: note.fromTable });
    case "prose-follow-up-saving":
      return t("docsNote.prose-follow-up-saving", {
        low: note.claimed[0],
        high: note.claimed[1],
        vsSubagents: note.turnTwoVsSubagents,
        vsRouter: note.turnTwoVsRouter,
        bothSubagents: note.bothTurnsVsSubagents,
        bothRouter: note.bothTurnsVsRouter,
      });
    case "matrix-differs":
      return t("docsNote.matrix-differs", { row: t(`docsTable.matrixRow.${note.row}`), docs: patternList(t, note.docs), measured: patternList(t, note.measured), basis: basisText(t, note.basis) });
    case "order-with-definitions":
      return t("docsNote.order-with-definitions", { scenario: scenarioName(t, note.scenarioId), content: patternList(t, note.contentOrder, " < "), billed: patternList(t, note.billedOrder, " < ") });
    case "stateful-router":
      return t("docsNote.stateful-router", { scenario: scenarioName(t, note.scenarioId), stateless: note.stateless, asTool: note.asTool });
    case "cell-differs": {
      const figures = [
        note.calls && t(note.calls.docsAtLeast ? "docsNote.callsAtLeast" : "docsNote.calls", { docs: note.calls.docs, measured: note.calls.measured }),
        note.tokens && t("docsNote.tokens", { docs: thousands(note.tokens.docs), measured: note.tokens.measured }),
      ].filter(Boolean);
      const line = t("docsNote.cell-differs", { pattern: rowName(t, note.pattern), scenario: scenarioName(t, note.scenarioId), figures: figures.join("; ") });
      return [line, ...note.reasons.map((reason) => t(`docsReason.${reason}`))].join(" ");
    }
  }
}
