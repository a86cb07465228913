import type { TokenCounter } from "../trace/metrics";
import type { Trace } from "../trace/types";
import { businessTools, handoffsOf, ledgerOf, workerRunsOf } from "./traceFacts";

/**
 * Seed 003 §6 and §9: the supervisor board watches the centre (its input, worker timeouts, re-dispatches,
 * its tool list).
 */
export interface SupervisorBoard {
  kind: "supervisor";
  /** Characters the centre's model received, summed over its calls. */
  centreInputChars: number;
  /** The same in tokens, when a tokenizer is given. */
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
  kind: "swarm";
  hops: number;
  /** Handoffs to an agent that had already held the conversation in that turn. */
  returnsToSameAgent: number;
  /** Business tools the next agent was offered, per handoff. */
  toolListAfterHandoff: number[];
  /** UTF-8 bytes handed over, per handoff. */
  payloadBytes: number[];
}

/** The board that fits a run's topology, or none. */
export type Board = SupervisorBoard | SwarmBoard;

function supervisorBoard(trace: Trace, countTokens?: TokenCounter): SupervisorBoard {
  const calls = trace.modelCalls.filter((call) => call.agent === trace.router);
  const texts = calls.flatMap((call) => call.input.map((message) => message.content));
  const runs = workerRunsOf(trace);
  const firstRuns = new Set(runs.map((run) => `${run.value.turn}:${run.value.worker}`));
  return {
    kind: "supervisor",
    centreInputChars: texts.reduce((sum, text) => sum + text.length, 0),
    ...(countTokens ? { centreInputTokens: texts.reduce((sum, text) => sum + countTokens(text), 0) } : {}),
    workerTimeouts: ledgerOf(trace).filter((entry) => entry.value.outcome === "timeout").length,
    redispatches: runs.length - firstRuns.size,
    centreToolListSize: Math.max(0, ...calls.map((call) => (call.tools ?? []).length)),
  };
}

function swarmBoard(trace: Trace): SwarmBoard {
  const log = handoffsOf(trace).map((entry) => entry.value);
  let returns = 0;
  const held = new Map<number, Set<string>>();
  for (const entry of log) {
    const agents = held.get(entry.turn) ?? new Set([entry.from]);
    if (agents.has(entry.to)) returns += 1;
    agents.add(entry.to);
    held.set(entry.turn, agents);
  }
  const offeredAfter = handoffsOf(trace).map(({ value, step }) => {
    const call = trace.modelCalls.find((candidate) => candidate.agent === value.to && candidate.step > step);
    return call ? businessTools(call).length : value.tools.length;
  });
  return { kind: "swarm", hops: log.length, returnsToSameAgent: returns, toolListAfterHandoff: offeredAfter, payloadBytes: log.map((entry) => entry.payloadBytes) };
}

/** The board for a run of a guarded topology: supervisor figures or swarm figures; undefined for other topologies. */
export function boardOf(trace: Trace, countTokens?: TokenCounter): Board | undefined {
  if (trace.knobs.topology === "supervisor-guarded") return supervisorBoard(trace, countTokens);
  if (trace.knobs.topology === "swarm-guarded") return swarmBoard(trace);
  return undefined;
}
