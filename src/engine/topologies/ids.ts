/**
 * Every topology the engine can build, in the order the picker, the sweep and the CLI list them; the
 * first is the default. A leaf module: the knobs, the scenarios and the trace contract need the ids,
 * and the descriptors (which need the knobs) must not sit below them. The registry in `./index.ts`
 * is a complete `Record` over these ids, so an id without a descriptor fails tsc.
 */
export const TOPOLOGY_IDS = [
  "supervisor",
  "supervisor-handrolled",
  "subagents",
  "swarm",
  "json-dispatch",
  "router",
  "hierarchical",
  "supervisor-send",
  "handoffs",
  "handoffs-subgraphs",
  "skills",
  "router-fanout",
  "supervisor-guarded",
  "swarm-guarded",
  "deep-agent",
] as const;

/** One of {@link TOPOLOGY_IDS}. */
export type TopologyId = (typeof TOPOLOGY_IDS)[number];
