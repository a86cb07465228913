/** Undo/redo over immutable drafts. */
export interface DraftHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /**
   * What the last change edited (a field path). Consecutive edits of the same field merge into one
   * undo step, so undo takes back a word typed, not a letter.
   */
  lastKey?: string;
}

/** Undo steps kept; older ones are dropped. */
export const MAX_UNDO = 200;

/** A history holding only `present`. */
export function startHistory<T>(present: T): DraftHistory<T> {
  return { past: [], present, future: [] };
}

/** Records a change. With the same `key` as the previous change, it replaces that undo step. */
export function commit<T>(history: DraftHistory<T>, next: T, key?: string): DraftHistory<T> {
  if (next === history.present) return history;
  if (key !== undefined && key === history.lastKey) return { ...history, present: next, future: [] };
  const past = [...history.past, history.present].slice(-MAX_UNDO);
  return { past, present: next, future: [], lastKey: key };
}

/** One step back, if there is one. */
export function undo<T>(history: DraftHistory<T>): DraftHistory<T> {
  if (!history.past.length) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
}

/** One step forward, if there is one. */
export function redo<T>(history: DraftHistory<T>): DraftHistory<T> {
  if (!history.future.length) return history;
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
}
