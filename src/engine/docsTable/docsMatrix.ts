import { DOCS_PATTERNS, type DocsPattern, type DocsScenarioId } from "./docsFigures";
import { DOCS_MATRIX, DOCS_MATRIX_ROWS, type DocsMatrixRow, type MatrixBasis } from "./docsGuide";
import type { DocsNote, MeasuredCell } from "./docsTable";

/** Within this share of the fewest tokens, a pattern counts as favoured too (the docs round to ~1K). */
export const TOKEN_MARGIN = 0.05;

/** How each row of the matrix is measured. */
export const MATRIX_BASIS: Readonly<Record<DocsMatrixRow, MatrixBasis>> = {
  singleRequests: { kind: "fewest-calls", scenarioId: "docs-one-shot" },
  repeatRequests: { kind: "fewest-turn-two-calls", scenarioId: "docs-repeat" },
  parallelExecution: { kind: "not-measured" },
  largeContextDomains: { kind: "fewest-input-tokens", scenarioId: "docs-multi-domain" },
  simpleFocusedTasks: { kind: "not-measured" },
};

/** One row of the matrix: the docs' ticks and, where the runs measure it, the patterns their figures favour. */
export interface MatrixRowMeasure {
  row: DocsMatrixRow;
  docs: readonly DocsPattern[];
  basis: MatrixBasis;
  /** The patterns the measured figure favours; absent where the runs do not measure the row (or a cell is missing). */
  measured?: DocsPattern[];
}

function favoured(cells: readonly MeasuredCell[], scenarioId: DocsScenarioId, figure: (cell: MeasuredCell) => number, margin = 0): DocsPattern[] | undefined {
  const values = DOCS_PATTERNS.map((pattern) => {
    const cell = cells.find((c) => c.scenarioId === scenarioId && c.row === pattern && c.outcome === "completed");
    return cell ? figure(cell) : undefined;
  });
  if (values.some((value) => value === undefined)) return undefined;
  const least = Math.min(...(values as number[]));
  return DOCS_PATTERNS.filter((_, i) => (values[i] as number) <= least * (1 + margin));
}

/** The measured side of one basis. */
function measuredBy(basis: MatrixBasis, cells: readonly MeasuredCell[]): DocsPattern[] | undefined {
  switch (basis.kind) {
    case "fewest-calls":
      return favoured(cells, basis.scenarioId, (cell) => cell.totalCalls);
    case "fewest-turn-two-calls":
      return favoured(cells, basis.scenarioId, (cell) => cell.callsPerTurn[1] ?? Number.POSITIVE_INFINITY);
    case "fewest-input-tokens":
      return favoured(cells, basis.scenarioId, (cell) => cell.inputTokens, TOKEN_MARGIN);
    case "not-measured":
      return undefined;
  }
}

/** Every row of the docs' matrix beside what the runs measure for it. */
export function matrixMeasures(cells: readonly MeasuredCell[]): MatrixRowMeasure[] {
  return DOCS_MATRIX_ROWS.map((row) => {
    const basis = MATRIX_BASIS[row];
    const measured = measuredBy(basis, cells);
    return { row, docs: DOCS_MATRIX[row], basis, ...(measured ? { measured } : {}) };
  });
}

/** Whether a measured row ticks other patterns than the docs do. */
export function matrixDisagrees(measure: MatrixRowMeasure): boolean {
  if (!measure.measured) return false;
  const docs = new Set(measure.docs);
  return measure.measured.length !== docs.size || measure.measured.some((pattern) => !docs.has(pattern));
}

/** The docs' patterns ordered by a figure of one scenario's cells, fewest first (ties keep the docs' order). */
export function patternOrder(cells: readonly MeasuredCell[], scenarioId: DocsScenarioId, figure: (cell: MeasuredCell) => number): DocsPattern[] {
  const value = (pattern: DocsPattern) => {
    const cell = cells.find((c) => c.scenarioId === scenarioId && c.row === pattern);
    return cell ? figure(cell) : Number.POSITIVE_INFINITY;
  };
  return [...DOCS_PATTERNS].sort((a, b) => value(a) - value(b));
}

/**
 * The notes the matrix and the token count give: each measured row that ticks other patterns than the
 * docs, and the multi-domain order of the patterns where counting tool definitions and framing
 * changes it (the message texts alone give one order, what a provider bills another).
 */
export function matrixNotes(cells: readonly MeasuredCell[]): DocsNote[] {
  const notes: DocsNote[] = matrixMeasures(cells)
    .filter(matrixDisagrees)
    .map((measure) => ({ code: "matrix-differs", row: measure.row, docs: measure.docs, measured: measure.measured!, basis: measure.basis }));
  const scenarioId: DocsScenarioId = "docs-multi-domain";
  const contentOrder = patternOrder(cells, scenarioId, (cell) => cell.contentTokens);
  const billedOrder = patternOrder(cells, scenarioId, (cell) => cell.inputTokens);
  if (contentOrder.join() !== billedOrder.join()) notes.push({ code: "order-with-definitions", scenarioId, contentOrder, billedOrder });
  return notes;
}
