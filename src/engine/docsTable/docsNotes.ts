import { docsArithmeticNotes, docsMeasuredNotes, drawnCells, type DocsNote, type MeasuredCell } from "./docsTable";
import { matrixNotes } from "./docsMatrix";

/**
 * All notes of the docs table: the docs' arithmetic first, then the runs' cells, then the matrix and
 * the order of the patterns; each held against the flows as the docs draw them (the batched cells
 * stand beside them in the table).
 */
export function docsNotes(cells: readonly MeasuredCell[]): DocsNote[] {
  const drawn = drawnCells(cells);
  return [...docsArithmeticNotes(), ...docsMeasuredNotes(drawn), ...matrixNotes(drawn)];
}
