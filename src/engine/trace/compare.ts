import { contextAt, messageChars } from "./metrics";
import type { Trace } from "./types";

/** The figures a side-by-side comparison leads with, for one run at one step. */
export interface HeadlineFigures {
  /** Shared messages at the step. */
  messages: number;
  /** Characters of the shared messages at the step. */
  chars: number;
  /** Model calls made up to and including the step. */
  modelCalls: number;
  /** Characters of every model call's input up to the step: what the run is billed for. */
  inputChars: number;
}

/** The names of {@link HeadlineFigures}, in the order a comparison shows them. */
export const HEADLINE_FIGURES = ["messages", "chars", "modelCalls", "inputChars"] as const satisfies readonly (keyof HeadlineFigures)[];

/** A run's headline figures at a step (the last step by default). */
export function headlineFigures(trace: Trace, step = trace.steps.length - 1): HeadlineFigures {
  const context = contextAt(trace, step);
  let modelCalls = 0;
  let inputChars = 0;
  for (const call of trace.modelCalls) {
    if (call.step > step) continue;
    modelCalls += 1;
    for (const message of call.input) inputChars += messageChars(message);
  }
  return { messages: context.messages, chars: context.chars, modelCalls, inputChars };
}

/** One figure of A against B: both values, B minus A, and that change as a whole percentage of A. */
export interface FigureDelta {
  a: number;
  b: number;
  delta: number;
  /** Rounded to a whole percent; `undefined` when A is 0 (no percentage of nothing). */
  percent?: number;
}

/** Every headline figure of B against A. */
export function compareFigures(a: HeadlineFigures, b: HeadlineFigures): Record<keyof HeadlineFigures, FigureDelta> {
  const entry = (name: keyof HeadlineFigures): FigureDelta => {
    const delta = b[name] - a[name];
    return { a: a[name], b: b[name], delta, ...(a[name] !== 0 ? { percent: Math.round((delta / a[name]) * 100) } : {}) };
  };
  return Object.fromEntries(HEADLINE_FIGURES.map((name) => [name, entry(name)])) as Record<keyof HeadlineFigures, FigureDelta>;
}
