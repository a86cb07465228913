import type { Scenario, ScenarioAgent } from "../types";
import { fixedTwin, GALLERY_BASE, GALLERY_FINAL, GALLERY_AGENTS } from "./base";

const GIVE_UP = "抱歉，没能把账目转给财务团队。";

function financeNamed(name: string): ScenarioAgent[] {
  return GALLERY_AGENTS.map((agent) => (agent.name === "finance" ? { ...agent, name } : agent));
}

/** Seed 001, error 3: the tool name is the agent name normalized, not the agent name. */
export const errorToolNameCase: Scenario = {
  ...GALLERY_BASE,
  id: "error-tool-name-case",
  title: "Error: tool-name case and whitespace",
  summary:
    "A worker named \"Finance Team\" gets the handoff tool transfer_to_finance_team. The supervisor's prompt spells the tool from the agent name, its model calls transfer_to_Finance Team, and the handoff quietly fails.",
  topologies: ["supervisor"],
  router: { name: "supervisor", prompt: "你是调度者：账目问题调用 transfer_to_Finance Team 交给财务团队。" },
  agents: financeNamed("Finance Team"),
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_Finance Team" }] }, { content: GIVE_UP }],
  },
  // Supervisor only: the base's swarm script for assistant does not apply here.
  agentScripts: undefined,
  narrative: [
    "The worker is called \"Finance Team\", so the graph has a node \"Finance Team\"; its handoff tool, though, is transfer_to_finance_team. The supervisor's model calls transfer_to_Finance Team, the name its prompt spelled out from the agent name.",
    "Nothing throws. The supervisor's tool node answers with a tool message, Error: Tool \"transfer_to_Finance Team\" not found. Please fix your mistakes., the model gives up, and the run completes with Finance Team never running: the path is supervisor alone. (Seed 001 quotes Python's wording, \"is not a valid tool, try one of [...]\"; JS words it as shown here.)",
    "Apply the fix to name the agent finance_team in snake_case, so the node name and the tool name are one string and the prompt names the tool that exists: the supervisor reaches finance_team on its first call.",
  ],
  gallery: {
    why:
      "createSupervisor makes each handoff tool with createHandoffTool (@langchain/langgraph-supervisor, dist/handoff.js), named transfer_to_ + _normalizeAgentName(name): trimmed, each run of whitespace turned into \"_\", lower-cased. The node keeps the raw name. ToolNode.runTool (@langchain/langgraph, dist/prebuilt/tool_node.js) finds no tool called \"transfer_to_Finance Team\" and, with handleToolErrors on (the default), returns the error as a ToolMessage instead of throwing.",
    fix: "Name agents in snake_case so the node name and the transfer_to_<name> tool name are the same string, and name that exact tool in prompts.",
    fixScenarioId: "fixed-tool-name-case",
  },
};

/** The worker renamed to snake_case, and the prompt naming the tool that exists. */
export const fixedToolNameCase: Scenario = fixedTwin(errorToolNameCase, {
  id: "fixed-tool-name-case",
  title: "Fixed: a snake_case agent name",
  summary: "The worker is finance_team: node name and tool name agree, and the handoff lands.",
  router: { name: "supervisor", prompt: "你是调度者：账目问题调用 transfer_to_finance_team 交给财务团队。" },
  agents: financeNamed("finance_team"),
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_finance_team" }] }, { content: GALLERY_FINAL }],
  },
  narrative: [
    "The worker is finance_team, its tool transfer_to_finance_team: the supervisor's first call lands, and the path is supervisor → finance_team → supervisor.",
  ],
});
