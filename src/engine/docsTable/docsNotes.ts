import { docsArithmeticNotes, docsMeasuredNotes, type DocsNote, type MeasuredCell } from "./docsTable";
import { matrixNotes } from "./docsMatrix";

/** All notes of the docs table: the docs' arithmetic first, then the runs' cells, then the matrix and the order of the patterns. */
export function docsNotes(cells: readonly MeasuredCell[]): DocsNote[] {
  return [...docsArithmeticNotes(), ...docsMeasuredNotes(cells), ...matrixNotes(cells)];
}
