import { LIMITS, type RunLimit } from "../limits";

/** Which work limit a run went over, how far, and what it allows. */
export interface BudgetOverrun {
  limit: RunLimit;
  /** What the limit allows. */
  max: number;
  /** What the run had used when it was stopped. */
  used: number;
}

/** Thrown where the run goes over its budget; the runner turns it into the trace's error step. */
export class RunBudgetExceededError extends Error {
  constructor(readonly overrun: BudgetOverrun) {
    super(`The run was stopped: it went over its limit of ${overrun.max.toLocaleString("en-US")} ${LIMIT_NOUNS[overrun.limit]} per run (it had used ${overrun.used.toLocaleString("en-US")}).`);
    this.name = "RunBudgetExceededError";
  }
}

const LIMIT_NOUNS: Record<RunLimit, string> = {
  modelCalls: "model calls",
  toolResultChars: "characters of tool results",
  traceChars: "characters recorded in the trace",
};

/**
 * The work one run may still do (see `LIMITS.run`). Model calls, tools and the runner charge it as
 * they work; the first charge over a limit throws and aborts `signal`, which the graph's stream is
 * given, so the run stops there even where a library catches the error (a ToolNode turns a tool's
 * error into a message and carries on).
 */
export class RunBudget {
  private readonly controller = new AbortController();
  private readonly used: Record<RunLimit, number> = { modelCalls: 0, toolResultChars: 0, traceChars: 0 };
  /** Set by the first charge over a limit. */
  overrun?: BudgetOverrun;

  constructor(private readonly limits: Readonly<Record<RunLimit, number>> = LIMITS.run) {}

  /** Aborted once the run is over budget. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Counts `amount` against `limit`; throws {@link RunBudgetExceededError} once over it (and on every charge after). */
  charge(limit: RunLimit, amount: number): void {
    if (this.overrun) throw new RunBudgetExceededError(this.overrun);
    this.used[limit] += amount;
    if (this.used[limit] <= this.limits[limit]) return;
    this.overrun = { limit, max: this.limits[limit], used: this.used[limit] };
    this.controller.abort(new RunBudgetExceededError(this.overrun));
    throw new RunBudgetExceededError(this.overrun);
  }

  /** Brings what `limit` has used up to `total`, for work measured as a running total (the trace's characters); throws like {@link charge}. */
  chargeTo(limit: RunLimit, total: number): void {
    this.charge(limit, total - this.used[limit]);
  }
}
