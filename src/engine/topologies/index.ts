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
import type { TopologyDescriptor } from "./types";

/**
 * The registry: every topology's descriptor, one line each, in the order the picker, the sweep and
 * the CLI list them. The topology ids are read off this list, so an id is written once (in its
 * descriptor) and everything keyed by `TopologyId` (scenario scripts, knob `appliesTo`) checks against it.
 */
const REGISTERED = [
  supervisorTopology,
  supervisorHandrolledTopology,
  subagentsTopology,
  swarmTopology,
  jsonDispatchTopology,
  routerTopology,
  hierarchicalTopology,
  supervisorSendTopology,
  handoffsTopology,
  handoffsSubgraphsTopology,
  skillsTopology,
  routerFanoutTopology,
  supervisorGuardedTopology,
  swarmGuardedTopology,
] as const;

/** One of {@link TOPOLOGY_IDS}. */
export type TopologyId = (typeof REGISTERED)[number]["id"];

/** Every topology the engine can build, in registry order. */
export const TOPOLOGY_IDS = REGISTERED.map((topology) => topology.id) as [TopologyId, ...TopologyId[]];

/** Every topology's descriptor, by id: complete by construction, and typed so each row's `id` is its key. */
export const TOPOLOGIES = Object.fromEntries(REGISTERED.map((topology) => [topology.id, topology])) as {
  readonly [Id in TopologyId]: TopologyDescriptor<Id>;
};

/** The descriptor of a topology; throws for an id that is not registered (from untyped input). */
export function getTopology(id: TopologyId): TopologyDescriptor {
  const topology = TOPOLOGIES[id];
  if (!topology) throw new Error(`Unknown topology "${id}". Known topologies: ${TOPOLOGY_IDS.join(", ")}.`);
  return topology;
}
