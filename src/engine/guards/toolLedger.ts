import type { ScenarioTool, ToolOutcome } from "../scenarios/types";
import { GUARD_LIMITS } from "./limits";

/** How a tool call ended, as the calling worker saw it. */
export type ToolCallOutcome = "ok" | "timeout" | "error" | "refused";

/** One tool call on the run's virtual clock: the `toolLedger` state channel holds these. */
export interface ToolCallRecord {
  tool: string;
  /** The agent (worker or supervisor) that made the call. */
  agent: string;
  /** 1-based, counted per tool over the whole run: which scripted outcome it got. */
  callNumber: number;
  /** Virtual milliseconds when the call reached the downstream API. */
  start: number;
  /** When the downstream API is free again: a call that timed out keeps it busy long after the caller gave up. */
  busyUntil: number;
  /** When the caller got its answer (or gave up). */
  answeredAt: number;
  outcome: ToolCallOutcome;
  /** Calls of this tool in flight at `start`, this one included. */
  concurrent: number;
  /** For a high-risk tool: the permission that authorised it, or null when nothing did. */
  permission?: string | null;
}

/** A one-use permission derived from a human approval (seed 003 §10: `refund.execute`, `uses_left=1`). */
export interface Permission {
  id: string;
  /** The high-risk tool it allows. */
  tool: string;
  /** The arguments it was approved for (order id, amount). */
  args: Record<string, unknown>;
  usesLeft: number;
}

/** Calls of `tool` that hold the downstream API at virtual time `at`. */
export function inFlight(ledger: readonly ToolCallRecord[], tool: string, at: number): number {
  return ledger.filter((call) => call.tool === tool && call.start <= at && at < call.busyUntil).length;
}

/** Failed calls of `tool` so far: what its breaker counts. */
export function failures(ledger: readonly ToolCallRecord[], tool: string): number {
  return ledger.filter((call) => call.tool === tool && (call.outcome === "timeout" || call.outcome === "error")).length;
}

/** Whether a permission was approved for these arguments (same order id, same amount). */
function covers(permit: Permission, args: Record<string, unknown>): boolean {
  return Object.entries(permit.args).every(([key, value]) => JSON.stringify(args[key]) === JSON.stringify(value));
}

/** Thrown by a tool whose scripted outcome fails; the agent's ToolNode turns it into an error result. */
export class ToolFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ToolFailure";
  }
}

/**
 * Runs scripted tool calls for one node on the virtual clock, against the ledger and permissions the
 * node read from state. The node returns `recorded`, `clock` and `permissions` as its state update,
 * so the ledger lives in the graph's state (and checkpoint), not in this object.
 */
export class ToolDesk {
  readonly recorded: ToolCallRecord[] = [];
  private now: number;
  private readonly permits: Permission[];

  constructor(
    private readonly tools: readonly ScenarioTool[],
    private readonly agent: string,
    clock: number,
    private readonly ledger: readonly ToolCallRecord[],
    permissions: readonly Permission[],
  ) {
    this.now = clock;
    this.permits = permissions.map((permit) => ({ ...permit }));
  }

  /** The virtual time after the calls made so far. */
  get clock(): number {
    return this.now;
  }

  /** The permissions as they stand after the calls made so far (uses consumed). */
  get permissions(): Permission[] {
    return this.permits;
  }

  /**
   * Calls a scenario tool. `requirePermission` (the worker path) refuses a high-risk tool without a
   * live permission; the supervisor holding the tool itself calls the API with none (the anti-pattern).
   */
  call(name: string, args: Record<string, unknown>, requirePermission: boolean): string {
    const spec = this.tools.find((candidate) => candidate.name === name);
    if (!spec) throw new ToolFailure(`Unknown tool "${name}".`);
    const all = [...this.ledger, ...this.recorded];
    const callNumber = all.filter((call) => call.tool === name).length + 1;
    const start = this.now;
    const base = { tool: name, agent: this.agent, callNumber, start, concurrent: inFlight(all, name, start) + 1 };
    let permission: string | null | undefined;
    if (spec.approval) {
      const permit = this.permits.find((candidate) => candidate.tool === name && candidate.usesLeft > 0 && covers(candidate, args));
      if (!permit && requirePermission) {
        this.recorded.push({ ...base, busyUntil: start, answeredAt: start, outcome: "refused", permission: null });
        throw new ToolFailure(`Refused: ${name} needs a permission a human approved, and none is left.`);
      }
      if (permit) permit.usesLeft -= 1;
      permission = permit?.id ?? null;
    }
    const outcome: ToolOutcome = spec.outcomes?.[callNumber - 1] ?? {};
    const latency = outcome.latencyMs ?? GUARD_LIMITS.defaultLatencyMs;
    const extra = permission === undefined ? {} : { permission };
    if (outcome.fails === "timeout") {
      this.now = start + GUARD_LIMITS.workerTimeoutMs;
      this.recorded.push({ ...base, busyUntil: start + GUARD_LIMITS.hungCallMs, answeredAt: this.now, outcome: "timeout", ...extra });
      throw new ToolFailure(`Timeout: ${name} did not answer within ${GUARD_LIMITS.workerTimeoutMs / 1000} s.`);
    }
    this.now = start + latency;
    if (outcome.fails === "error") {
      this.recorded.push({ ...base, busyUntil: this.now, answeredAt: this.now, outcome: "error", ...extra });
      throw new ToolFailure(outcome.result ?? `${name} failed.`);
    }
    this.recorded.push({ ...base, busyUntil: this.now, answeredAt: this.now, outcome: "ok", ...extra });
    return outcome.result ?? spec.result;
  }
}
