/**
 * The fixed limits of seed 003's guards. The graphs enforce them and the checks judge traces by the
 * same numbers, so a check and the guard it watches can never disagree about where the line is.
 */
export const GUARD_LIMITS = {
  /** A worker report longer than this (JSON characters) is cut and marked truncated (seed §2.1). */
  reportChars: 400,
  /** A report's conclusion is cut to this many characters. */
  conclusionChars: 200,
  /** At most this many open questions travel in a report. */
  openQuestions: 3,
  /** The summary in a trimmed handoff payload (seed §3.3, §10). */
  summaryChars: 200,
  /** Re-dispatches of one worker in a turn before the run ends or goes to a human (seed §2.2). */
  redispatches: 1,
  /** Calls of one tool in flight at once, counted per tool, not per worker (seed §2.2). */
  toolConcurrency: 1,
  /** Failures (timeouts, errors) of one tool after which its breaker opens. */
  breakerFailures: 1,
  /** How long a worker waits for a tool before it gives up, in virtual milliseconds. */
  workerTimeoutMs: 10_000,
  /** How long a call that timed out keeps the downstream API busy, in virtual milliseconds. */
  hungCallMs: 60_000,
  /** Virtual latency of a tool call whose outcome names none. */
  defaultLatencyMs: 400,
  /** Handoffs one turn may hold: the one that reaches it goes to a human, and a turn with more fails the evaluation (seed §3.2). */
  hops: 4,
} as const;
