import type { Scenario, ScenarioAgent } from "../types";
import { fixedTwin, GALLERY_BASE, GALLERY_AGENTS } from "./base";

const finance = GALLERY_AGENTS.find((agent) => agent.name === "finance") as ScenarioAgent;
const taxAgent: ScenarioAgent = {
  name: "finance",
  description: "税务：报税、发票",
  prompt: "你是税务助手。",
  tools: [],
  script: [{ content: "税务问题请问我。" }],
};

/** Seed 001, error 5: two agents with one name. */
export const errorDuplicateAgentName: Scenario = {
  ...GALLERY_BASE,
  id: "error-duplicate-agent-name",
  title: "Error: two agents with one name",
  summary: "A ledger agent and a tax agent, both named \"finance\". createSupervisor refuses to build.",
  topologies: ["supervisor"],
  agents: [finance, taxAgent],
  // Supervisor only: the base's swarm script for assistant does not apply here.
  agentScripts: undefined,
  narrative: [
    "Two different workers, one for the ledger and one for taxes, are both named \"finance\". createSupervisor throws while building: \"Agent with name 'finance' already exists. Agent names must be unique.\" It compares names, not objects, so two unrelated agents collide. JS gives the same message seed 001 reports for Python.",
    "Apply the fix to rename the tax agent to tax: both become nodes with their own transfer_to_ tool, and the supervisor routes the accounts to finance.",
  ],
  gallery: {
    why:
      "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) collects agent names in a Set while it checks them; a name already in the Set throws. Node names and transfer_to_<name> tools must be unique, so the check is by name. createSwarm (@langchain/langgraph-swarm, dist/swarm.js) has the same loop.",
    fix: "Give every agent its own name.",
    fixScenarioId: "fixed-duplicate-agent-name",
  },
};

/** The tax agent renamed. */
export const fixedDuplicateAgentName: Scenario = fixedTwin(errorDuplicateAgentName, {
  id: "fixed-duplicate-agent-name",
  title: "Fixed: unique agent names",
  summary: "The tax agent is renamed tax; the supervisor builds and routes the accounts to finance.",
  agents: [finance, { ...taxAgent, name: "tax" }],
  narrative: ["finance and tax are two nodes now, each with its own handoff tool; the path is supervisor → finance → supervisor, and tax stays idle."],
});
