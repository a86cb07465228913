import { memoPerTrace } from "../trace/perStep";
import type { Trace } from "../trace/types";
import { billedTraceTexts } from "./tokenUsage";

/**
 * Every text of a trace whose tokens a figure on screen may show: what each model call is billed for,
 * and the shared messages. In a fixed order, so counts made elsewhere (the engine worker, the build)
 * travel as a list of numbers beside the trace.
 */
export const tokenTexts = memoPerTrace((trace: Trace): string[] => {
  const texts = new Set<string>(billedTraceTexts(trace));
  for (const message of Object.values(trace.messages)) texts.add(message.content);
  return [...texts];
});
