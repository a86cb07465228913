import { tokenUsageByAgent } from "../cost/tokenUsage";
import type { TokenCounter } from "../trace/metrics";
import type { Trace } from "../trace/types";
import { businessTools, guardsOf, handoffsOf, ledgerOf, workerRunsOf } from "./traceFacts";

/**
 * Seed 003 §6 and §9: the supervisor board watches the centre (its input, worker timeouts, re-dispatches,
 * its tool list).
 */
export interface SupervisorBoard {
  kind: "centre";
  /** Characters the centre's model received, summed over its calls. */
  centreInputChars: number;
  /** The tokens the centre's model was billed for as input (framing and tool definitions included), when a tokenizer is given. */
  centreInputTokens?: number;
  /** Tool calls that timed out. */
  workerTimeouts: number;
  /** Worker runs beyond each worker's first in its turn. */
  redispatches: number;
  /** The most tools the centre's model was offered in one call. */
  centreToolListSize: number;
}

/** The swarm board watches the handoffs: hops, returns to an agent, tool lists after each handoff, payload sizes. */
export interface SwarmBoard {
  kind: "peers";
  hops: number;
  /** Handoffs to an agent that had already held the conversation in that turn. */
  returnsToSameAgent: number;
  /** Business tools the next agent was offered, per handoff. */
  toolListAfterHandoff: number[];
  /** UTF-8 bytes handed over, per handoff. */
  payloadBytes: number[];
}

/** The board that fits a run's topology, or none: its kind is the topology's guard family. */
export type Board = SupervisorBoard | SwarmBoard;

/** Where a board is read: up to a step (the playhead; default the whole run), with an optional tokenizer. */
export interface BoardOptions {
  step?: number;
  countTokens?: TokenCounter;
}

function supervisorBoard(trace: Trace, upTo: number, countTokens?: TokenCounter): SupervisorBoard {
  const calls = trace.modelCalls.filter((call) => call.agent === trace.router && call.step <= upTo);
  const texts = calls.flatMap((call) => call.input.map((message) => message.content));
  const runs = workerRunsOf(trace).filter((run) => run.step <= upTo);
  const firstRuns = new Set(runs.map((run) => `${run.value.turn}:${run.value.worker}`));
  return {
    kind: "centre",
    centreInputChars: texts.reduce((sum, text) => sum + text.length, 0),
    // Billed, as the cost counts it: the centre's whole input, its tool definitions included.
    ...(countTokens ? { centreInputTokens: trace.router ? (tokenUsageByAgent(trace, countTokens, upTo)[trace.router]?.input ?? 0) : 0 } : {}),
    workerTimeouts: ledgerOf(trace).filter((entry) => entry.step <= upTo && entry.value.outcome === "timeout").length,
    redispatches: runs.length - firstRuns.size,
    centreToolListSize: Math.max(0, ...calls.map((call) => (call.tools ?? []).length)),
  };
}

function swarmBoard(trace: Trace, upTo: number): SwarmBoard {
  const handoffs = handoffsOf(trace).filter((entry) => entry.step <= upTo);
  const log = handoffs.map((entry) => entry.value);
  let returns = 0;
  const held = new Map<number, Set<string>>();
  for (const entry of log) {
    const agents = held.get(entry.turn) ?? new Set([entry.from]);
    if (agents.has(entry.to)) returns += 1;
    agents.add(entry.to);
    held.set(entry.turn, agents);
  }
  const offeredAfter = handoffs.map(({ value, step }) => {
    const call = trace.modelCalls.find((candidate) => candidate.agent === value.to && candidate.step > step);
    return call ? businessTools(call).length : value.tools.length;
  });
  return { kind: "peers", hops: log.length, returnsToSameAgent: returns, toolListAfterHandoff: offeredAfter, payloadBytes: log.map((entry) => entry.payloadBytes) };
}

/** Whether {@link boardOf} reads token counts for this run (only the supervisor board shows tokens). */
export function boardCountsTokens(trace: Trace): boolean {
  return guardsOf(trace) === "centre";
}

/**
 * The board for a run of a guarded topology: supervisor figures or swarm figures, counted up to
 * `options.step`; undefined for other topologies, which keep no ledgers.
 */
export function boardOf(trace: Trace, options: BoardOptions = {}): Board | undefined {
  const upTo = options.step ?? trace.steps.length - 1;
  const guards = guardsOf(trace);
  if (guards === "centre") return supervisorBoard(trace, upTo, options.countTokens);
  if (guards === "peers") return swarmBoard(trace, upTo);
  return undefined;
}
