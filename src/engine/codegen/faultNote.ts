import type { ScenarioFault } from "../scenarios/types";

/** One line saying what an error-gallery scenario's deliberate mistake is, for a comment above it. */
export function faultNote(fault: ScenarioFault): string {
  switch (fault.kind) {
    case "unnamed-agent":
      return `the worker "${fault.agent}" is made without a name.`;
    case "duplicate-agent-name":
      return `the worker "${fault.agent}" is made under the name "${fault.name}", which another worker has.`;
    case "invalid-output-mode":
      return `outputMode "${fault.outputMode}" is none of the library's two values (the cast hides it from TypeScript).`;
    case "state-without-active-agent":
      return "the swarm's stateSchema is MessagesAnnotation, which has no activeAgent key.";
    case "unknown-default-agent":
      return `defaultActiveAgent "${fault.defaultActiveAgent}" names no agent.`;
    case "active-agent-not-in-graph":
      return `the first turn's input sets activeAgent to "${fault.activeAgent}", which is no node of the graph.`;
    case "handoff-outside-graph":
      return `the agent "${fault.agent}", handoff tools and all, runs on its own, outside createSwarm.`;
  }
}
