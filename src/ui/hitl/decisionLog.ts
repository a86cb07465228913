import type { HumanDecision } from "../../engine/hitl/humanRequest";
import { asHumanRequest, humanDecisionSchema } from "../../engine/hitl/humanSchemas";
import type { Trace } from "../../engine/trace/types";

/** One argument a human changed before approving: its name, what the graph asked, what was decided. */
export interface ArgChange {
  name: string;
  from: unknown;
  to: unknown;
}

/** One human decision a run carries, at the step it was made. */
export type DecisionEntry =
  | {
      kind: "interrupt";
      step: number;
      /** The action the gate asked about; absent for an interrupt whose value is no engine request. */
      action?: string;
      /** The answer the run resumed with, when it is one of the engine's decisions. */
      decision?: HumanDecision;
      /** The resume value as it was, for an interrupt answered with something else. */
      raw: unknown;
      /** For an edit: the arguments it changed (editable ones whose value differs). */
      changes: ArgChange[];
    }
  | {
      kind: "fork";
      step: number;
      agent: string;
      callNumber: number;
    };

/**
 * The human decisions of a run, in step order: every interrupt it resumed from (which action, what
 * was decided) and, for a forked run, the reply the human changed. A waiting interrupt is no decision yet.
 */
export function decisionLog(trace: Trace): DecisionEntry[] {
  const answered: DecisionEntry[] = trace.steps.flatMap((step) => {
    const interrupt = step.interrupt;
    if (!interrupt || interrupt.resume === undefined) return [];
    const request = asHumanRequest(interrupt.value);
    const parsed = humanDecisionSchema.safeParse(interrupt.resume);
    const decision = parsed.success ? parsed.data : undefined;
    const changes =
      request && decision?.type === "edit"
        ? Object.entries(decision.args)
            .filter(([name, to]) => request.editable.includes(name) && request.args[name] !== to)
            .map(([name, to]) => ({ name, from: request.args[name], to }))
        : [];
    return [{ kind: "interrupt" as const, step: step.index, action: request?.action, decision, raw: interrupt.resume, changes }];
  });
  const fork: DecisionEntry[] = trace.fork ? [{ kind: "fork", step: trace.fork.step, agent: trace.fork.agent, callNumber: trace.fork.callNumber }] : [];
  return [...answered, ...fork].sort((a, b) => a.step - b.step);
}
