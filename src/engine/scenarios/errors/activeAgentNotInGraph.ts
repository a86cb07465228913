import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 2: `activeAgent` names an agent the swarm does not have. */
export const errorActiveAgentNotInGraph: Scenario = {
  ...GALLERY_BASE,
  id: "error-active-agent-not-in-graph",
  title: "Error: active agent not in the graph",
  summary:
    "The turn's input sets activeAgent to \"billing\", a name the swarm has no agent for. The START router cannot route it and the run fails before any agent speaks.",
  topologies: ["swarm"],
  fault: { kind: "active-agent-not-in-graph", activeAgent: "billing" },
  narrative: [
    "The swarm has two agents, assistant and finance, but this turn's input sets activeAgent to \"billing\" (a renamed agent, a stale checkpoint, a hand-written update). The run fails at once with \"Branch condition returned unknown or null destination\": no agent runs and no model is called.",
    "The message does not name the bad value. Seed 001 reports a bare KeyError: 'charlie' from Python; JS gives this generic branch error instead, because its createSwarm never narrows activeAgent to the agent names.",
    "Apply the fix to leave activeAgent unset: the swarm starts at its default agent, assistant, which hands the turn to finance.",
  ],
  gallery: {
    why:
      "createSwarm adds its START router with addActiveAgentRouter (@langchain/langgraph-swarm, dist/swarm.js): the route is state.activeAgent || defaultActiveAgent, with the agent names as the path map. Branch._route (@langchain/langgraph, dist/graph/graph.js) looks the returned name up in that map; \"billing\" is not there, so it throws \"Branch condition returned unknown or null destination\".",
    fix: "Check a name against the swarm's agents before writing it to activeAgent, or leave activeAgent unset so the swarm starts at its default agent.",
    fixScenarioId: "fixed-active-agent-not-in-graph",
  },
};

/** The same swarm with activeAgent left to the swarm. */
export const fixedActiveAgentNotInGraph: Scenario = fixedTwin(errorActiveAgentNotInGraph, {
  id: "fixed-active-agent-not-in-graph",
  title: "Fixed: activeAgent left to the swarm",
  summary: "The same swarm with no activeAgent in the input: it starts at its default agent.",
  narrative: [
    "No activeAgent in the input: the START router falls back to the default agent, assistant, which hands the turn to finance. The path is assistant → finance.",
  ],
});
