import type { Knobs } from "../knobs";
import { GUARD_LIMITS } from "./limits";
import { failures, inFlight, type Permission, type ToolCallRecord } from "./toolLedger";
import type { WorkerReport } from "./workerReport";

/** A dispatch the supervisor's model asked for. */
export interface DispatchRequest {
  worker: string;
  task: string;
  /** The arguments of the dispatch call besides the task (order id, amount): what an approval covers. */
  args: Record<string, unknown>;
  /** The tool call id the dispatch answers. */
  callId: string;
}

/** What the dispatch gate decided about a {@link DispatchRequest}; the conditional edge routes on `kind`. */
export type DispatchVerdict =
  | { kind: "dispatch"; worker: string }
  /** The worker holds a high-risk tool and no approved permission covers it yet. */
  | { kind: "approval"; worker: string; tool: string }
  /** The worker already ran 1 + `GUARD_LIMITS.redispatches` times this turn. */
  | { kind: "over-budget"; worker: string; runs: number }
  /** A truncated report is open and the model asked another worker instead of re-asking it. */
  | { kind: "incomplete"; worker: string; truncated: string }
  /** One of the worker's tools failed too often: its breaker is open. */
  | { kind: "breaker-open"; worker: string; tool: string; failures: number }
  /** One of the worker's tools already has as many calls in flight as the limit allows. */
  | { kind: "at-capacity"; worker: string; tool: string; inFlight: number }
  | { kind: "unknown-worker"; worker: string };

/** The state the gate reads. */
export interface GateState {
  workerReports: Record<string, WorkerReport>;
  /** Workers that ran this turn, in order. */
  dispatches: { worker: string }[];
  toolLedger: ToolCallRecord[];
  permissions: Permission[];
  clock: number;
}

/** What the gate knows about the team: each worker's tools and which tools are high-risk. */
export interface GateTeam {
  workerTools: ReadonlyMap<string, readonly string[]>;
  highRisk: ReadonlySet<string>;
}

/**
 * Seed 003 §2.2's gates, in the graph rather than the prompt: re-dispatch budget, the truncated-report
 * rule, per-tool breaker and concurrency limit (counted per tool over every worker), and the human
 * approval before a high-risk worker. Each gate answers to its knob; with every knob off, every
 * dispatch goes through.
 */
export function dispatchGate(request: DispatchRequest, state: GateState, team: GateTeam, knobs: Knobs): DispatchVerdict {
  const { worker } = request;
  const tools = team.workerTools.get(worker);
  if (!tools) return { kind: "unknown-worker", worker };
  const runs = state.dispatches.filter((dispatch) => dispatch.worker === worker).length;
  if (knobs.redispatchBudget && runs > GUARD_LIMITS.redispatches) return { kind: "over-budget", worker, runs };
  if (knobs.reportProtocol) {
    const open = Object.values(state.workerReports).find((report) => report.truncated && report.workerId !== worker);
    if (open) return { kind: "incomplete", worker, truncated: open.workerId };
  }
  if (knobs.circuitBreaker) {
    for (const tool of tools) {
      const failed = failures(state.toolLedger, tool);
      if (failed >= GUARD_LIMITS.breakerFailures) return { kind: "breaker-open", worker, tool, failures: failed };
      const busy = inFlight(state.toolLedger, tool, state.clock);
      if (busy >= GUARD_LIMITS.toolConcurrency) return { kind: "at-capacity", worker, tool, inFlight: busy };
    }
  }
  if (knobs.approvalGate) {
    const risky = tools.find((tool) => team.highRisk.has(tool) && !state.permissions.some((permit) => permit.tool === tool && permit.usesLeft > 0));
    if (risky) return { kind: "approval", worker, tool: risky };
  }
  return { kind: "dispatch", worker };
}
