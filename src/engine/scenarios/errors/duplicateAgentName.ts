import type { Scenario, ScenarioAgent } from "../types";
import { fixedTwin, GALLERY_BASE, GALLERY_AGENTS } from "./base";

const finance = GALLERY_AGENTS.find((agent) => agent.name === "finance") as ScenarioAgent;
const tax: ScenarioAgent = {
  name: "tax",
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
  summary: "A ledger agent and a tax agent, both made with name \"finance\". createSupervisor refuses to build.",
  topologies: ["supervisor"],
  agents: [finance, tax],
  // Supervisor only: the base's swarm script for assistant does not apply here.
  agentScripts: undefined,
  // The tax worker is made with createReactAgent({ name: "finance", ... }): a copy-paste slip.
  fault: { kind: "duplicate-agent-name", agent: "tax", name: "finance" },
  narrative: [
    "Two different workers, one for the ledger and one for taxes, are both made with name: \"finance\" (the tax worker's name was copied from the ledger worker). createSupervisor throws while building: \"Agent with name 'finance' already exists. Agent names must be unique.\" It compares names, not objects, so two unrelated agents collide. JS gives the same message seed 001 reports for Python.",
    "Apply the fix to make the tax worker with its own name, tax: both become nodes with their own transfer_to_ tool, and the supervisor routes the accounts to finance.",
  ],
  gallery: {
    why:
      "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) collects agent names in a Set while it checks them; a name already in the Set throws. Node names and transfer_to_<name> tools must be unique, so the check is by name. createSwarm (@langchain/langgraph-swarm, dist/swarm.js) has the same loop.",
    fix: "Give every agent its own name.",
    fixScenarioId: "fixed-duplicate-agent-name",
  },
};

/** The tax worker made under its own name. */
export const fixedDuplicateAgentName: Scenario = fixedTwin(errorDuplicateAgentName, {
  id: "fixed-duplicate-agent-name",
  title: "Fixed: unique agent names",
  summary: "The tax worker is made with name \"tax\"; the supervisor builds and routes the accounts to finance.",
  narrative: ["finance and tax are two nodes now, each with its own handoff tool; the path is supervisor → finance → supervisor, and tax stays idle."],
});
