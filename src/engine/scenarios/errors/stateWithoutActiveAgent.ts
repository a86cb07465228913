import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 7 (first half): a swarm given a state schema without the active-agent key. */
export const errorStateWithoutActiveAgent: Scenario = {
  ...GALLERY_BASE,
  id: "error-state-without-active-agent",
  title: "Error: swarm state without the active-agent key",
  summary: "createSwarm gets MessagesAnnotation as its stateSchema, the way a supervisor graph is written. It refuses to build.",
  topologies: ["swarm"],
  fault: { kind: "state-without-active-agent" },
  narrative: [
    "createSwarm is given stateSchema: MessagesAnnotation, copied from a supervisor-style graph. The build fails at once: \"Missing required key 'activeAgent' in stateSchema\". No step runs.",
    "The swarm keeps who is speaking in its state, under activeAgent: its START router reads it and every handoff tool writes it. In JS the key is camelCase activeAgent; seed 001 quotes Python's 'active_agent' and state_schema.",
    "Apply the fix to use the library's SwarmState (or a schema that spreads SwarmState.spec): the swarm builds and runs assistant → finance.",
  ],
  gallery: {
    why:
      "createSwarm (@langchain/langgraph-swarm, dist/swarm.js) checks \"activeAgent\" in stateSchema.spec before anything else and throws when a custom schema lacks it. Without that channel the START router (addActiveAgentRouter) would have nothing to read and the handoff tools' activeAgent update nowhere to go.",
    fix: "Use SwarmState, or extend it: Annotation.Root({ ...SwarmState.spec, ...yourKeys }).",
    fixScenarioId: "fixed-state-without-active-agent",
  },
};

/** The same swarm on its own SwarmState. */
export const fixedStateWithoutActiveAgent: Scenario = fixedTwin(errorStateWithoutActiveAgent, {
  id: "fixed-state-without-active-agent",
  title: "Fixed: the swarm on SwarmState",
  summary: "createSwarm with its default SwarmState: activeAgent exists and the handoff lands.",
  narrative: ["On SwarmState the swarm builds; the handoff sets activeAgent to finance, and the path is assistant → finance."],
});
