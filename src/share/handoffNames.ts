import type { TopologyId } from "../engine/knobs";
import { TOPOLOGIES } from "../engine/topologies";
import { LIBRARY_HANDOFF, type ToolFamily } from "../engine/topologies/types";

/**
 * How `@langchain/langgraph-supervisor` and `@langchain/langgraph-swarm` turn an agent name into the
 * suffix of its handoff tool: trimmed, whitespace runs to `_`, lower case.
 */
export function normalizeAgentName(name: string): string {
  return name.trim().replace(/\s+/g, "_").toLowerCase();
}

/**
 * A family's tool names for the given agents. Both the raw and the normalized spelling are accepted
 * because hand-rolled graphs may keep the agent's name as written.
 */
function familyNames(family: ToolFamily, agents: readonly string[]): string[] {
  return agents.flatMap((agent) => [`${family.prefix}${normalizeAgentName(agent)}`, `${family.prefix}${agent}`]);
}

/**
 * Every tool name a router's script may call under a topology, for the given agents (its
 * descriptor's `handoff.router`); `undefined` where the topology's router speaks another protocol
 * (JSON dispatch, routing decisions, teams), so its builder is the judge.
 */
export function routerToolNames(topology: TopologyId, agents: readonly string[]): Set<string> | undefined {
  const router = TOPOLOGIES[topology].handoff.router;
  if (!router) return undefined;
  return new Set([...familyNames(router, agents), ...(router.single ? [router.single] : [])]);
}

/**
 * Tools a team lead's script may call under a topology to reach its members (the descriptor's
 * `handoff.leads`); `undefined` where the topology has no team leads.
 */
export function leadToolNames(topology: TopologyId, members: readonly string[]): Set<string> | undefined {
  const leads = TOPOLOGIES[topology].handoff.leads;
  return leads ? new Set(familyNames(leads, members)) : undefined;
}

/** Every topology's worker handoff family (swarm workers hand off among themselves). */
const WORKER_FAMILIES: readonly ToolFamily[] = Object.values(TOPOLOGIES).flatMap((topology) => (topology.handoff.workers ? [topology.handoff.workers] : []));

/**
 * Handoff tools a worker's script may call: one to each other agent, in every family a topology's
 * workers use (a worker's script is shared by all topologies). Workers never need a tool to go back
 * to a supervisor: the library adds that.
 */
export function workerHandoffNames(agent: string, agents: readonly string[]): Set<string> {
  const others = agents.filter((other) => other !== agent);
  return new Set(WORKER_FAMILIES.flatMap((family) => familyNames(family, others)));
}

/** Tools a topology's library gives every worker beyond its scenario tools (its descriptor's `workerTools`). */
export function grantedWorkerTools(topology: TopologyId): readonly string[] {
  return TOPOLOGIES[topology].workerTools ?? [];
}

/** The handoff tool the libraries make for an agent (as `createSupervisor` and `createSwarm` name it). */
export function libraryHandoffName(agent: string): string {
  return `${LIBRARY_HANDOFF.prefix}${normalizeAgentName(agent)}`;
}
