import { hierarchicalTopology } from "./hierarchical";
import { jsonDispatchTopology } from "./jsonDispatch";
import { routerTopology } from "./router";
import { subagentsTopology } from "./subagents";
import { supervisorTopology } from "./supervisor";
import { supervisorHandrolledTopology } from "./supervisorHandrolled";
import { supervisorSendTopology } from "./supervisorSend";
import { supervisorGuardedTopology } from "./supervisorGuarded";
import { swarmGuardedTopology } from "./swarmGuarded";
import { swarmTopology } from "./swarm";
import { handoffsTopology } from "./handoffs";
import { handoffsSubgraphsTopology } from "./handoffsSubgraphs";
import { skillsTopology } from "./skills";
import { routerFanoutTopology } from "./routerFanout";
import { TOPOLOGY_IDS, type TopologyId } from "./ids";
import type { TopologyDescriptor } from "./types";

export { TOPOLOGY_IDS, type TopologyId };

/**
 * The registry: every topology's descriptor, by id. A complete `Record` over {@link TOPOLOGY_IDS}
 * (a missing or misspelt entry fails tsc), typed so each row's `id` is its key.
 */
export const TOPOLOGIES: { readonly [Id in TopologyId]: TopologyDescriptor<Id> } = {
  supervisor: supervisorTopology,
  "supervisor-handrolled": supervisorHandrolledTopology,
  subagents: subagentsTopology,
  swarm: swarmTopology,
  "json-dispatch": jsonDispatchTopology,
  router: routerTopology,
  hierarchical: hierarchicalTopology,
  "supervisor-send": supervisorSendTopology,
  handoffs: handoffsTopology,
  "handoffs-subgraphs": handoffsSubgraphsTopology,
  skills: skillsTopology,
  "router-fanout": routerFanoutTopology,
  "supervisor-guarded": supervisorGuardedTopology,
  "swarm-guarded": swarmGuardedTopology,
};

/** The descriptor of a topology; throws for an id that is not registered (from untyped input). */
export function getTopology(id: TopologyId): TopologyDescriptor {
  const topology = TOPOLOGIES[id];
  if (!topology) throw new Error(`Unknown topology "${id}". Known topologies: ${TOPOLOGY_IDS.join(", ")}.`);
  return topology;
}
