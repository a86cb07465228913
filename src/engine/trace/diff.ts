import type { TraceMessage } from "./types";

/**
 * What identifies a message across two runs. Ids are not comparable between runs (they are
 * numbered in the order each run met its messages), so two runs' messages are matched by what the
 * learner reads: type, name, content and the names of the tools it calls.
 */
export function messageSignature(message: TraceMessage): string {
  const tools = (message.toolCalls ?? []).map((call) => call.name).join(",");
  // JSON keeps the parts apart even when content holds the separator.
  return JSON.stringify([message.type, message.name ?? "", message.content, tools]);
}

/** One row of a history aligned against a baseline history. */
export type AlignedMessage =
  /** In both histories. */
  | { kind: "kept"; message: TraceMessage; baseline: TraceMessage }
  /** Only in the current history (the current knobs add it). */
  | { kind: "extra"; message: TraceMessage }
  /** Only in the baseline: the current knobs leave it out. */
  | { kind: "ghost"; message: TraceMessage };

/** Options of {@link alignWithBaseline}. */
export interface AlignOptions {
  /**
   * Whether baseline messages after the last one the current history has are ghosts too. True when
   * the current history is final (the run ended); false mid-run, where they have simply not
   * happened yet.
   */
  trailing: boolean;
}

/**
 * Aligns the current shared history with a baseline (e.g. the `full_history` + handoff-messages
 * run) by message signature, keeping both orders: the longest common subsequence, matching each
 * message to its earliest possible counterpart so repeated messages (two identical "transferred
 * back" tool results) pair in order. Baseline messages with no counterpart become ghost rows in
 * their place; current messages with none stay as `extra`.
 */
export function alignWithBaseline(
  current: readonly TraceMessage[],
  baseline: readonly TraceMessage[],
  options: AlignOptions,
): AlignedMessage[] {
  const a = current.map(messageSignature);
  const b = baseline.map(messageSignature);
  const n = a.length;
  const m = b.length;
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }

  const rows: AlignedMessage[] = [];
  let i = 0;
  let j = 0;
  // Ghosts and extras of the current gap wait until the next match (or the end) places them.
  let ghosts: AlignedMessage[] = [];
  let extras: AlignedMessage[] = [];
  const flush = (withGhosts: boolean) => {
    if (withGhosts) rows.push(...ghosts);
    rows.push(...extras);
    ghosts = [];
    extras = [];
  };
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      flush(true);
      rows.push({ kind: "kept", message: current[i], baseline: baseline[j] });
      i++;
      j++;
    } else if (lcs[i][j + 1] >= lcs[i + 1][j]) {
      ghosts.push({ kind: "ghost", message: baseline[j] });
      j++;
    } else {
      extras.push({ kind: "extra", message: current[i] });
      i++;
    }
  }
  for (; i < n; i++) extras.push({ kind: "extra", message: current[i] });
  for (; j < m; j++) ghosts.push({ kind: "ghost", message: baseline[j] });
  flush(options.trailing);
  return rows;
}
