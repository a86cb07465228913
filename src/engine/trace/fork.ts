import type { ScriptedReply } from "../scenarios/types";
import type { RunnableGraph } from "../topologies/types";
import type { Trace } from "./types";

/**
 * A fork: go back to the checkpoint a step left and run again from there, with the next reply of one
 * agent replaced. Replies the agent gave before that checkpoint stay as they were.
 */
export interface ForkRequest {
  /** The step to fork from (any step; an inner one forks from the checkpoint before its agent ran). */
  step: number;
  /** The agent whose next reply changes (router or worker). */
  agent: string;
  /** What that agent says instead. */
  reply: ScriptedReply;
}

/** Where a fork starts: the top-level step whose checkpoint it resumes, and each agent's call count there. */
export interface ForkPoint {
  step: number;
  checkpointId: string;
  counts: Map<string, number>;
}

/** How many calls each agent had made by the end of step `at` (what a run resumed there continues from). */
function callCountsAt(trace: Trace, at: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of trace.modelCalls) if (call.step <= at) counts.set(call.agent, Math.max(counts.get(call.agent) ?? 0, call.callNumber));
  return counts;
}

/**
 * The checkpoint a fork from `step` resumes. LangGraph checkpoints the outer graph after every
 * top-level step; a step inside an agent (a subgraph, or a subagent run by a tool) has no checkpoint
 * of the outer graph, so its fork goes back to the last top-level step before it and re-runs the agent.
 */
export function forkPoint(trace: Trace, step: number, checkpoints: ReadonlyMap<number, string>): ForkPoint | undefined {
  for (let at = Math.min(step, trace.steps.length - 1); at >= 0; at--) {
    const checkpointId = checkpoints.get(at);
    if (checkpointId && trace.steps[at].namespace.length === 0 && trace.steps[at].kind !== "interrupt") return { step: at, checkpointId, counts: callCountsAt(trace, at) };
  }
  return undefined;
}

/**
 * The saved checkpoint with this id, looked up in the thread's history (`getStateHistory`) and
 * returned as the config to run from; `undefined` when the graph keeps no such history.
 */
export async function findCheckpoint(graph: RunnableGraph, configurable: Record<string, unknown>, checkpointId: string): Promise<Record<string, unknown> | undefined> {
  if (!graph.getStateHistory) return undefined;
  for await (const snapshot of graph.getStateHistory({ configurable })) {
    if (snapshot.config.configurable?.checkpoint_id === checkpointId) return snapshot.config.configurable;
  }
  return undefined;
}

/** Cuts the trace back to step `at`: later steps, their model calls and their path are dropped. */
export function rewindTrace(trace: Trace, at: number): void {
  trace.steps.length = at + 1;
  trace.modelCalls = trace.modelCalls.filter((call) => call.step <= at);
  const turn = trace.steps[at].turn;
  trace.turns.length = turn + 1;
  const current = trace.turns[turn];
  current.path = trace.steps.filter((step) => step.turn === turn && step.kind === "node" && step.namespace.length === 0).map((step) => step.node);
  trace.outcome = { status: "completed" };
}

/**
 * Puts the fork's reply in the agent's script as its next call after the fork point, and returns
 * that call's number.
 */
export function applyForkEdit(scripts: Map<string, ScriptedReply[]>, fork: ForkRequest, counts: ReadonlyMap<string, number>): number {
  const callNumber = (counts.get(fork.agent) ?? 0) + 1;
  const script = scripts.get(fork.agent);
  if (script) script[callNumber - 1] = fork.reply;
  return callNumber;
}

/** Drops messages no step or model call refers to any more (the original run's after a fork). */
export function pruneMessages(trace: Trace): void {
  const used = new Set<string>();
  for (const step of trace.steps) for (const id of [...step.update, ...step.added, ...step.state]) used.add(id);
  for (const call of trace.modelCalls) for (const message of call.input) used.add(message.id);
  for (const id of Object.keys(trace.messages)) if (!used.has(id)) delete trace.messages[id];
}
