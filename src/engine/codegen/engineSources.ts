import deskTools from "../guards/deskTools.ts?raw";
import dispatchGate from "../guards/dispatchGate.ts?raw";
import handoff from "../guards/handoff.ts?raw";
import limits from "../guards/limits.ts?raw";
import permissions from "../guards/permissions.ts?raw";
import toolLedger from "../guards/toolLedger.ts?raw";
import workerReport from "../guards/workerReport.ts?raw";
import askHuman from "../hitl/askHuman.ts?raw";
import humanRequest from "../hitl/humanRequest.ts?raw";
import scenarioTypes from "../scenarios/types.ts?raw";
import jsonDispatchGraph from "../topologies/graphs/jsonDispatch.ts?raw";
import namedReply from "../topologies/graphs/namedReply.ts?raw";
import routerGraph from "../topologies/graphs/router.ts?raw";
import routerFanoutGraph from "../topologies/graphs/routerFanout.ts?raw";
import runWorker from "../topologies/graphs/runWorker.ts?raw";
import supervisorGuarded from "../topologies/graphs/supervisorGuarded.ts?raw";
import swarmGuarded from "../topologies/graphs/swarmGuarded.ts?raw";
import turnInput from "../topologies/graphs/turnInput.ts?raw";
import jsonProtocol from "../topologies/jsonProtocol.ts?raw";
import routerCritic from "../topologies/routerCritic.ts?raw";
import serialize from "../trace/serialize.ts?raw";

/** The engine modules a script may carry word for word (see `inline.ts`), by their path under `src/engine`. */
export const ENGINE_SOURCES: Readonly<Record<string, string>> = {
  "guards/deskTools.ts": deskTools,
  "guards/dispatchGate.ts": dispatchGate,
  "guards/handoff.ts": handoff,
  "guards/limits.ts": limits,
  "guards/permissions.ts": permissions,
  "guards/toolLedger.ts": toolLedger,
  "guards/workerReport.ts": workerReport,
  "hitl/askHuman.ts": askHuman,
  "hitl/humanRequest.ts": humanRequest,
  "scenarios/types.ts": scenarioTypes,
  "topologies/graphs/jsonDispatch.ts": jsonDispatchGraph,
  "topologies/graphs/namedReply.ts": namedReply,
  "topologies/graphs/router.ts": routerGraph,
  "topologies/graphs/routerFanout.ts": routerFanoutGraph,
  "topologies/graphs/runWorker.ts": runWorker,
  "topologies/graphs/supervisorGuarded.ts": supervisorGuarded,
  "topologies/graphs/swarmGuarded.ts": swarmGuarded,
  "topologies/graphs/turnInput.ts": turnInput,
  "topologies/jsonProtocol.ts": jsonProtocol,
  "topologies/routerCritic.ts": routerCritic,
  "trace/serialize.ts": serialize,
};
