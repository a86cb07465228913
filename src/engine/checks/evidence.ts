import type { Trace } from "../trace/types";

/** The first step that put a message into the shared state (its `added`), or -1. */
export function stepThatAdded(trace: Trace, messageId: string): number {
  const added = trace.steps.findIndex((step) => step.added.includes(messageId));
  return added >= 0 ? added : trace.steps.findIndex((step) => step.state.includes(messageId));
}

/** Index of the step the run ended on in an error, or -1. */
export function errorStep(trace: Trace): number {
  return trace.steps.findIndex((step) => step.kind === "error");
}

/** The error's name when the run ended in one. */
export function errorName(trace: Trace): string | undefined {
  return trace.outcome.status === "error" ? trace.outcome.error.name : undefined;
}

/** The last step of each user turn (what the shared state holds when the turn is over). */
export function turnEnds(trace: Trace): number[] {
  return trace.turns.flatMap((turn, i) => {
    const last = (trace.turns[i + 1]?.startStep ?? trace.steps.length) - 1;
    return last >= turn.startStep ? [last] : [];
  });
}
