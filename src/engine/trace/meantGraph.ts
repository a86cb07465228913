import type { Knobs } from "../knobs";
import type { Scenario } from "../scenarios/types";
import type { Trace, TraceError, TraceGraph } from "./types";

/**
 * The setting a failed build meant: the same scenario without its deliberate mistake (`fault`),
 * on the knobs with its gallery fix applied. `undefined` when there is nothing to take away, so the
 * same build would fail again.
 */
export function meantSetting(scenario: Scenario, knobs: Knobs): { scenario: Scenario; knobs: Knobs } | undefined {
  const fixKnobs = scenario.gallery?.fixKnobs ?? {};
  const changesKnobs = Object.entries(fixKnobs).some(([name, value]) => knobs[name as keyof Knobs] !== value);
  if (!scenario.fault && !changesKnobs) return undefined;
  const { fault: _fault, ...meant } = scenario;
  return { scenario: meant, knobs: { ...knobs, ...fixKnobs } };
}

const QUOTED = /[`'"]([^`'"\n]{1,80})[`'"]/g;

/**
 * Top-level nodes of the meant graph that the build error quotes (`Node \`assistant\` is not
 * reachable`, `'Assistant' not found`: compared without case, since a wrong case is often the
 * mistake), and the agent the scenario's fault is about.
 */
export function failingNodes(graph: TraceGraph, error: TraceError, scenario: Scenario): string[] {
  const quoted = new Set([...error.message.matchAll(QUOTED)].map((match) => match[1].toLowerCase()));
  const faultAgent = scenario.fault && "agent" in scenario.fault ? scenario.fault.agent : undefined;
  return graph.nodes
    .filter((node) => !node.parent && !node.id.startsWith("__") && (quoted.has(node.id.toLowerCase()) || node.id === faultAgent))
    .map((node) => node.id);
}

/** Whether the run's graph never compiled: nothing ran, so none of its figures was measured. */
export function buildFailed(trace: Trace): boolean {
  return trace.outcome.status === "error" && trace.outcome.error.phase === "build";
}
