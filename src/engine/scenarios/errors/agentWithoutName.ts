import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 4: a worker made without `name`. */
export const errorAgentWithoutName: Scenario = {
  ...GALLERY_BASE,
  id: "error-agent-without-name",
  title: "Error: agent without a name",
  summary: "The finance worker is made with createReactAgent but no name. createSupervisor refuses to build.",
  topologies: ["supervisor"],
  fault: { kind: "unnamed-agent", agent: "finance" },
  narrative: [
    "The finance worker is made with createReactAgent({ llm, tools, prompt }) and no name. createSupervisor throws while building, before any step runs: \"Please specify a name when you create your agent, either via createReactAgent({ ..., name: agentName }) or via graph.compile({ name: agentName }).\" JS gives the same message seed 001 reports for Python.",
    "The supervisor needs the name three times: as the worker's node name, in its transfer_to_<name> tool, and as the goto of that tool's Command. Apply the fix to pass name: \"finance\" and the same team runs: supervisor → finance → supervisor.",
  ],
  gallery: {
    why:
      "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) checks every agent before building anything: !agent.name || agent.name === \"LangGraph\" throws. createReactAgent without name leaves the compiled graph's name undefined. createSwarm (@langchain/langgraph-swarm, dist/swarm.js) makes the same check.",
    fix: "Pass name to createReactAgent (or compile the agent's graph with { name }).",
    fixScenarioId: "fixed-agent-without-name",
  },
};

/** The same worker with its name. */
export const fixedAgentWithoutName: Scenario = fixedTwin(errorAgentWithoutName, {
  id: "fixed-agent-without-name",
  title: "Fixed: every agent named",
  summary: "The finance worker is made with name: \"finance\"; the supervisor builds and routes to it.",
  narrative: ["Every worker has a name, so createSupervisor builds: the path is supervisor → finance → supervisor."],
});
