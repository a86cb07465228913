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
import { deepAgentTopology } from "./deepAgent";
import { TOPOLOGY_IDS, type TopologyId } from "./ids";
import { KNOBS, type KnobName } from "../knobs";
import type { ScenarioGenerator } from "../scenarios/generatorIds";
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
  "deep-agent": deepAgentTopology,
};

/** The descriptor of a topology; throws for an id that is not registered (from untyped input). */
export function getTopology(id: TopologyId): TopologyDescriptor {
  const topology = TOPOLOGIES[id];
  if (!topology) throw new Error(`Unknown topology "${id}". Known topologies: ${TOPOLOGY_IDS.join(", ")}.`);
  return topology;
}

/** What of a scenario decides which knobs it reads: the generator that made it, whether it plays a second flow. */
export interface KnobScope {
  generator?: ScenarioGenerator;
  batchedFlow?: unknown;
}

/**
 * Whether a knob has any effect on the given topology, in `scenario` (none: a plain scenario). A
 * generator's parameters apply only in its scenarios, `flow` only in scenarios with a second flow;
 * other knobs apply on every topology (`everyTopology`) or where the topology's descriptor lists them.
 */
export function knobApplies(name: KnobName, topology: TopologyId, scenario: KnobScope = {}): boolean {
  const { everyTopology, generator: only, flows } = KNOBS[name].meta;
  if (only !== undefined && only !== scenario.generator) return false;
  if (flows && scenario.batchedFlow === undefined) return false;
  return everyTopology === true || TOPOLOGIES[topology].knobs.includes(name);
}

/** The topologies that read a knob, in registry order; `"all"` for a knob every topology reads. */
export function topologiesReading(name: KnobName): readonly TopologyId[] | "all" {
  if (KNOBS[name].meta.everyTopology) return "all";
  return TOPOLOGY_IDS.filter((id) => TOPOLOGIES[id].knobs.includes(name));
}

/** The knobs only some topologies read that this one does, in the knob table's order. */
export function ownKnobs(topology: TopologyId): KnobName[] {
  return (Object.keys(KNOBS) as KnobName[]).filter((name) => !KNOBS[name].meta.everyTopology && TOPOLOGIES[topology].knobs.includes(name));
}
