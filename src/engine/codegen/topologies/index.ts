import type { TopologyId } from "../../knobs";
import type { TopologyWriter } from "../context";
import { supervisorGuardedCode, swarmGuardedCode } from "./guarded";
import { handoffsCode, handoffsSubgraphsCode } from "./handoffs";
import { hierarchicalCode } from "./hierarchical";
import { jsonDispatchCode } from "./jsonDispatch";
import { deepAgentCode } from "./deepAgent";
import { routerCode } from "./router";
import { routerFanoutCode } from "./routerFanout";
import { skillsCode } from "./skills";
import { supervisorSendCode } from "./supervisorSend";
import { subagentsCode } from "./subagents";
import { supervisorCode } from "./supervisor";
import { supervisorHandrolledCode } from "./supervisorHandrolled";
import { swarmCode } from "./swarm";

/** The code writer of each topology: every topology can be exported as a script. */
export const TOPOLOGY_CODE: Record<TopologyId, TopologyWriter> = {
  supervisor: supervisorCode,
  swarm: swarmCode,
  subagents: subagentsCode,
  hierarchical: hierarchicalCode,
  "supervisor-handrolled": supervisorHandrolledCode,
  "supervisor-send": supervisorSendCode,
  "json-dispatch": jsonDispatchCode,
  router: routerCode,
  handoffs: handoffsCode,
  "handoffs-subgraphs": handoffsSubgraphsCode,
  skills: skillsCode,
  "router-fanout": routerFanoutCode,
  "supervisor-guarded": supervisorGuardedCode,
  "swarm-guarded": swarmGuardedCode,
  "deep-agent": deepAgentCode,
};
