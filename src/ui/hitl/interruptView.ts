import type { HumanDecision, HumanRequest } from "../../engine/hitl/humanRequest";
import { asHumanRequest } from "../../engine/hitl/humanSchemas";
import type { Trace, TraceInterrupt } from "../../engine/trace/types";

/** What the interrupt card shows for the step at the playhead, if that step is an interrupt. */
export interface InterruptView {
  interrupt: TraceInterrupt;
  /** The engine gate's request, when the value is one; other interrupts show their raw value. */
  request?: HumanRequest;
  /** The decision this run resumed with, if it went on; absent while the run waits here. */
  decided?: HumanDecision;
}

/** The interrupt card's content at a step, or `undefined` when the step is no interrupt. */
export function interruptViewAt(trace: Trace, step: number): InterruptView | undefined {
  const interrupt = trace.steps[step]?.interrupt;
  if (!interrupt) return undefined;
  return { interrupt, request: asHumanRequest(interrupt.value), decided: interrupt.resume as HumanDecision | undefined };
}

/** An edited argument's value in the type the action had it: numbers stay numbers. */
export function editedValue(original: unknown, text: string): string | number | boolean {
  if (typeof original === "number") {
    const value = Number(text);
    return Number.isFinite(value) && text.trim() !== "" ? value : original;
  }
  if (typeof original === "boolean") return text === "true";
  return text;
}
