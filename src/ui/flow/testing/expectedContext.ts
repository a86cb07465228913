import type { Trace } from "../../../engine/trace/types";
import { stepNodeId } from "../../../store/playhead";
import type { ShownGraph } from "../flowModel";

/** What a node must show at a step, worked out call by call (not through the playback index). */
export interface ExpectedContext {
  calls: number;
  inputMessages: number;
  inputTokens: number;
}

/**
 * Per shown node with model calls on it or inside it up to `step`: the calls, and the input messages
 * and input tokens (`inputTokens[i]` for `trace.modelCalls[i]`) of each of its agents' latest call, summed.
 */
export function expectedContexts(trace: Trace, shown: ShownGraph, step: number, inputTokens: readonly number[]): Record<string, ExpectedContext> {
  const parent = new Map(shown.nodes.map((node) => [node.id, node.parent]));
  const calls = new Map<string, number>();
  const latest = new Map<string, Map<string, number>>();
  trace.modelCalls.forEach((call, index) => {
    if (call.step > step) return;
    const made = trace.steps[call.step];
    for (let id = made && shown.shownAs.get(stepNodeId(made)); id; id = parent.get(id)) {
      calls.set(id, (calls.get(id) ?? 0) + 1);
      const agents = latest.get(id) ?? new Map<string, number>();
      const before = agents.get(call.agent);
      if (before === undefined || trace.modelCalls[before].step <= call.step) agents.set(call.agent, index);
      latest.set(id, agents);
    }
  });
  return Object.fromEntries(
    [...calls].map(([id, count]) => {
      const last = [...latest.get(id)!.values()];
      return [id, { calls: count, inputMessages: last.reduce((sum, i) => sum + trace.modelCalls[i].input.length, 0), inputTokens: last.reduce((sum, i) => sum + inputTokens[i], 0) }];
    }),
  );
}
