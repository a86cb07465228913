import type { TopologyState } from "../topologies/types";
import type { TraceStep } from "./types";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A merged key's update applied to its value: each entry replaces the one of its name, `null` deletes it. */
export function mergeEntries(value: unknown, update: unknown): Record<string, unknown> {
  const merged = { ...(isRecord(value) ? value : {}) };
  for (const [name, entry] of Object.entries(isRecord(update) ? update : {})) {
    if (entry === null) delete merged[name];
    else merged[name] = entry;
  }
  return merged;
}

/**
 * The extra state the given steps leave, in order: a key keeps the value the latest step wrote, or,
 * for a key the topology merges (`state.merged`), every step's entries folded in.
 */
export function foldExtra(steps: readonly TraceStep[], state: Pick<TopologyState, "merged">): Record<string, unknown> {
  const merged = new Set(state.merged ?? []);
  const values: Record<string, unknown> = {};
  for (const step of steps) {
    for (const [key, value] of Object.entries(step.extra ?? {})) values[key] = merged.has(key) ? mergeEntries(values[key], value) : value;
  }
  return values;
}

/** A merged key's value as the trace keeps it: each entry without the fields the topology leaves out (`state.unstamped`). */
export function withoutStamps(value: unknown, stamps: readonly string[]): unknown {
  if (!isRecord(value) || !stamps.length) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => [name, isRecord(entry) ? Object.fromEntries(Object.entries(entry).filter(([field]) => !stamps.includes(field))) : entry]),
  );
}
