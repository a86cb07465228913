import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 7 (second half): a default agent the swarm does not have. */
export const errorUnknownDefaultAgent: Scenario = {
  ...GALLERY_BASE,
  id: "error-unknown-default-agent",
  title: "Error: unknown default agent",
  summary: "createSwarm gets defaultActiveAgent \"Assistant\" while the agent is called \"assistant\". It refuses to build.",
  topologies: ["swarm"],
  fault: { kind: "unknown-default-agent", defaultActiveAgent: "Assistant" },
  narrative: [
    "createSwarm is given defaultActiveAgent: \"Assistant\"; the agent is named \"assistant\". The build fails at once: \"Default active agent 'Assistant' not found in routes assistant,finance\". The comparison is case-sensitive.",
    "JS words it differently from the Python that seed 001 quotes (\"not found in agent names\"), and JS has no separate check for an empty agent list: createSwarm with no agents fails with this same message and an empty list of routes.",
    "Apply the fix to name the default agent exactly as the agent is named: the swarm starts at assistant, which hands the turn to finance.",
  ],
  gallery: {
    why:
      "createSwarm calls addActiveAgentRouter (@langchain/langgraph-swarm, dist/swarm.js) with the agent names as routes; it throws unless routeTo.includes(defaultActiveAgent), an exact string match.",
    fix: "Pass the default agent's exact name (agents[0].name, say) as defaultActiveAgent.",
    fixScenarioId: "fixed-unknown-default-agent",
  },
};

/** The same swarm with the default agent spelled as the agent is named. */
export const fixedUnknownDefaultAgent: Scenario = fixedTwin(errorUnknownDefaultAgent, {
  id: "fixed-unknown-default-agent",
  title: "Fixed: the default agent's exact name",
  summary: "createSwarm with defaultActiveAgent \"assistant\": it builds and starts there.",
  narrative: ["defaultActiveAgent is \"assistant\", the agent's own name: the swarm starts there, and the path is assistant → finance."],
});
