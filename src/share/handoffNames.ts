import type { TopologyId } from "../engine/knobs";

/**
 * How `@langchain/langgraph-supervisor` and `@langchain/langgraph-swarm` turn an agent name into the
 * suffix of its `transfer_to_<agent>` tool: trimmed, whitespace runs to `_`, lower case.
 */
export function normalizeAgentName(name: string): string {
  return name.trim().replace(/\s+/g, "_").toLowerCase();
}

/** Name of the single parameterized tool of the subagents topology (`subagentTools: "single-task"`). */
export const SINGLE_TASK_TOOL = "task";

/**
 * Tool names a router may call to reach `agent` under a topology. Both the raw and the normalized
 * spelling are accepted because hand-rolled graphs may keep the agent's name as written.
 */
export function routerToolNamesFor(topology: TopologyId, agent: string): string[] {
  const prefix = topology === "subagents" ? "ask_" : "transfer_to_";
  return unique([`${prefix}${normalizeAgentName(agent)}`, `${prefix}${agent}`]);
}

/** Topologies whose router reaches agents through handoff tools named after them. */
const HANDOFF_ROUTED: ReadonlySet<TopologyId> = new Set(["supervisor", "supervisor-handrolled", "subagents", "swarm"]);

/**
 * Every tool name a router's script may call under a topology, for the given agents; `undefined`
 * where the topology's router speaks another protocol (JSON dispatch, routing decisions, teams), so
 * its builder is the judge.
 */
export function routerToolNames(topology: TopologyId, agents: readonly string[]): Set<string> | undefined {
  if (!HANDOFF_ROUTED.has(topology)) return undefined;
  const names = agents.flatMap((agent) => routerToolNamesFor(topology, agent));
  if (topology === "subagents") names.push(SINGLE_TASK_TOOL);
  return new Set(names);
}

/**
 * Handoff tools a worker's script may call: `transfer_to_<other agent>` (swarm workers hand off
 * among themselves). Workers never need a tool to go back to a supervisor: the library adds that.
 */
export function workerHandoffNames(agent: string, agents: readonly string[]): Set<string> {
  return new Set(agents.filter((other) => other !== agent).flatMap((other) => routerToolNamesFor("swarm", other)));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
