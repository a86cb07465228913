import type { TopologyId } from "../knobs";
import { supervisorTopology } from "./supervisor";
import { supervisorHandrolledTopology } from "./supervisorHandrolled";
import { subagentsTopology } from "./subagents";
import { swarmTopology } from "./swarm";
import { hierarchicalTopology } from "./hierarchical";
import { jsonDispatchTopology } from "./jsonDispatch";
import { routerTopology } from "./router";
import { supervisorSendTopology } from "./supervisorSend";
import { supervisorGuardedTopology } from "./supervisorGuarded";
import { swarmGuardedTopology } from "./swarmGuarded";
import type { Topology } from "./types";

/** Every topology, by id. */
export const TOPOLOGIES: Partial<Record<TopologyId, Topology>> = {
  supervisor: supervisorTopology,
  "supervisor-handrolled": supervisorHandrolledTopology,
  subagents: subagentsTopology,
  swarm: swarmTopology,
  "json-dispatch": jsonDispatchTopology,
  router: routerTopology,
  hierarchical: hierarchicalTopology,
  "supervisor-send": supervisorSendTopology,
  "supervisor-guarded": supervisorGuardedTopology,
  "swarm-guarded": swarmGuardedTopology,
};

/** The topology with this id; throws for an unknown id. */
export function getTopology(id: TopologyId): Topology {
  const topology = TOPOLOGIES[id];
  if (!topology) throw new Error(`Unknown topology "${id}".`);
  return topology;
}
