import type { RunnableGraph } from "../topologies/types";

/** The key a top-level `updates` chunk uses to announce pending interrupts. */
export const INTERRUPT_KEY = "__interrupt__";

/** The values of the interrupts an `updates` chunk entry announces, JSON-safe. */
export function interruptValues(update: unknown): unknown[] {
  const pending = Array.isArray(update) ? (update as { value?: unknown }[]) : [];
  return pending.map((item) => JSON.parse(JSON.stringify(item.value ?? null)) as unknown);
}

/**
 * `getState().next` of a paused graph. A graph without a checkpointer of its own (an interrupt that
 * bubbled up from a subagent that has one) cannot say: then it is empty.
 */
export async function nextAtPause(graph: RunnableGraph, config: Record<string, unknown>): Promise<string[]> {
  try {
    return [...(await graph.getState(config)).next];
  } catch {
    return [];
  }
}
