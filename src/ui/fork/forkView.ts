import type { Scenario, ScriptedReply, ScriptedToolCall } from "../../engine/scenarios/types";
import type { Trace } from "../../engine/trace/types";

/** The agents a fork can change the next reply of: the router (if any) and every worker. */
export function forkableAgents(trace: Trace, scenario: Scenario): string[] {
  const names = [...(trace.router ? [trace.router] : []), ...scenario.agents.map((agent) => agent.name)];
  return [...new Set(names)];
}

/**
 * The reply `agent` gave next after `step` in this run (what the fork form starts from), or an empty
 * reply when it did not speak again.
 */
export function nextReply(trace: Trace, step: number, agent: string): ScriptedReply {
  const call = trace.modelCalls.find((c) => c.agent === agent && c.step > step);
  if (!call) return { content: "" };
  // The reply is the AI message the call's step added.
  const message = trace.steps[call.step]?.update.map((id) => trace.messages[id]).find((m) => m?.type === "ai");
  if (!message) return { content: "" };
  const toolCalls: ScriptedToolCall[] | undefined = message.toolCalls?.map((tc) => ({ name: tc.name, args: tc.args }));
  return { content: message.content, ...(toolCalls?.length ? { toolCalls } : {}) };
}

/** What the fork changed, from its step on: each run's top-level path and shared messages at the end. */
export interface ForkComparison {
  step: number;
  original: { path: string[]; messages: number; outcome: string };
  fork: { path: string[]; messages: number; outcome: string };
}

/** The comparison the fork banner shows; paths are the top-level nodes after the fork step. */
export function compareFork(original: Trace | undefined, fork: Trace): ForkComparison | undefined {
  if (!fork.fork) return undefined;
  const step = fork.fork.step;
  const after = (trace: Trace) => ({
    path: trace.steps.slice(step + 1).filter((s) => s.kind === "node" && s.namespace.length === 0).map((s) => s.node),
    messages: trace.steps.at(-1)?.state.length ?? 0,
    outcome: trace.outcome.status,
  });
  return { step, original: original ? after(original) : { path: [], messages: 0, outcome: "" }, fork: after(fork) };
}
