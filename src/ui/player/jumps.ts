import type { Trace, TraceStep } from "../../engine/trace/types";
import { stepDecision } from "./stepDecision";

/** What the player can jump to next. */
export type JumpKind = "handoff" | "turn" | "interrupt" | "call" | "evidence";

/** Whether control passes between agents at this step: a transfer, hand-back or ask, or a new active agent. */
function isHandoff(trace: Trace, step: TraceStep): boolean {
  const made = stepDecision(trace, step);
  if (made && made.kind !== "called") return true;
  const before = trace.steps[step.index - 1]?.activeAgent;
  return step.activeAgent !== undefined && before !== undefined && step.activeAgent !== before;
}

/** The first step after `from` that satisfies `test`, if any. */
function nextWhere(trace: Trace, from: number, test: (step: TraceStep) => boolean): number | undefined {
  return trace.steps.find((step) => step.index > from && test(step))?.index;
}

/** The next step after `from` where one agent hands over to another. */
export const nextHandoff = (trace: Trace, from: number): number | undefined => nextWhere(trace, from, (step) => isHandoff(trace, step));

/** The next user turn's first step after `from`. */
export const nextTurn = (trace: Trace, from: number): number | undefined => trace.turns.find((turn) => turn.startStep > from)?.startStep;

/** The next pause for a human after `from`. */
export const nextInterrupt = (trace: Trace, from: number): number | undefined => nextWhere(trace, from, (step) => step.kind === "interrupt");

/** The next step after `from` whose node called `agent`'s model. */
export const nextCall = (trace: Trace, from: number, agent: string): number | undefined =>
  nextWhere(trace, from, (step) => step.modelCalls.some((seq) => trace.modelCalls[seq]?.agent === agent));

/** The next step after `from` that a failing check names as evidence. */
export function nextEvidence(trace: Trace, from: number): number | undefined {
  const steps = trace.checks.filter((check) => check.status === "fail").flatMap((check) => check.evidence);
  return steps.filter((step) => step > from).sort((a, b) => a - b)[0];
}

/** The agents whose models the run called, in the order of their first call (the "call of" choice). */
export function calledAgents(trace: Trace): string[] {
  return [...new Set(trace.modelCalls.map((call) => call.agent))];
}

/** Where each jump goes from `from` (undefined: nothing of that kind lies ahead). */
export function jumpTargets(trace: Trace, from: number, agent: string | undefined): Record<JumpKind, number | undefined> {
  return {
    handoff: nextHandoff(trace, from),
    turn: nextTurn(trace, from),
    interrupt: nextInterrupt(trace, from),
    call: agent === undefined ? undefined : nextCall(trace, from, agent),
    evidence: nextEvidence(trace, from),
  };
}
