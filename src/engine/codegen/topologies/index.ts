import type { TopologyId } from "../../knobs";
import type { TopologyWriter } from "../context";
import { hierarchicalCode } from "./hierarchical";
import { subagentsCode } from "./subagents";
import { supervisorCode } from "./supervisor";
import { supervisorHandrolledCode } from "./supervisorHandrolled";
import { swarmCode } from "./swarm";

/** The code writer of each topology that can be exported as a script. */
export const TOPOLOGY_CODE: Partial<Record<TopologyId, TopologyWriter>> = {
  supervisor: supervisorCode,
  swarm: swarmCode,
  subagents: subagentsCode,
  hierarchical: hierarchicalCode,
  "supervisor-handrolled": supervisorHandrolledCode,
};
