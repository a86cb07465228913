import { buildFailed } from "../engine/trace/meantGraph";
import type { Trace, TraceStep } from "../engine/trace/types";

/** The id a step is drawn under: its namespace and node joined by ':' (the diagram's node id). */
export function stepNodeId(step: TraceStep): string {
  // A pause shows on the node it waits before (getState().next), where the graph resumes.
  const node = step.kind === "interrupt" ? (step.interrupt?.next[0] ?? step.node) : step.node;
  return [...step.namespace, node].join(":");
}

/** Steps of the same turn that ran the same node id, in order. */
function sameNodeSteps(trace: Trace, turn: number, id: string): TraceStep[] {
  return trace.steps.filter((step) => step.turn === turn && step.kind !== "error" && stepNodeId(step) === id);
}

/**
 * The step of `next` comparable to step `index` of `previous`, so a knob change keeps the learner's
 * place: the same node's same run within the same turn (the 2nd supervisor step stays the 2nd
 * supervisor step) when the new trace has it; otherwise the same fraction of the run. The last step
 * (or an error step) maps to the new trace's last step, so the outcome stays on screen.
 */
export function comparableStep(previous: Trace | undefined, index: number, next: Trace): number {
  const last = next.steps.length - 1;
  if (last < 0 || !previous || previous.steps.length === 0) return 0;
  const at = previous.steps[Math.min(Math.max(index, 0), previous.steps.length - 1)];
  if (at.kind === "error" || at.index === previous.steps.length - 1) return last;
  const id = stepNodeId(at);
  const nth = sameNodeSteps(previous, at.turn, id).findIndex((step) => step.index === at.index);
  const match = sameNodeSteps(next, at.turn, id)[nth];
  if (match) return match.index;
  const fraction = previous.steps.length > 1 ? at.index / (previous.steps.length - 1) : 0;
  return Math.min(last, Math.round(fraction * last));
}

/**
 * The trace the player walks: the run's own, except in a compare whose A never built (an error-gallery
 * mistake beside its fix), where A is a single step and B's run is what there is to play: the one
 * player then drives both sides (A stays on its failed build, B moves).
 */
export function playedTrace(s: { trace?: Trace; compareKnobs?: unknown; compareTrace?: Trace }): Trace | undefined {
  return s.compareKnobs && s.compareTrace && s.trace && buildFailed(s.trace) ? s.compareTrace : s.trace;
}
