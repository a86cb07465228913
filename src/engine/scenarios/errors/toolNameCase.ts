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
  title: { en: "Error: tool-name case and whitespace", zh: "错误：工具名的大小写和空白" },
  summary:
    { en: "A worker named \"Finance Team\" gets the handoff tool transfer_to_finance_team. The supervisor's prompt spells the tool from the agent name, its model calls transfer_to_Finance Team, and the handoff quietly fails.", zh: "一个名叫 \"Finance Team\" 的 worker 得到的 handoff 工具是 `transfer_to_finance_team`。supervisor 的提示词按智能体名拼出工具名，它的模型调用 `transfer_to_Finance Team`，移交悄悄地失败了。" },
  topologies: ["supervisor"],
  router: { name: "supervisor", prompt: "你是调度者：账目问题调用 transfer_to_Finance Team 交给财务团队。" },
  agents: financeNamed("Finance Team"),
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_Finance Team" }] }, { content: GIVE_UP }],
  },
  // Supervisor only: the base's swarm script for assistant does not apply here.
  agentScripts: undefined,
  narrative: [
    { en: "The worker is called \"Finance Team\", so the graph has a node \"Finance Team\"; its handoff tool, though, is transfer_to_finance_team. The supervisor's model calls transfer_to_Finance Team, the name its prompt spelled out from the agent name.", zh: "这个 worker 叫 \"Finance Team\"，所以图里有一个节点 \"Finance Team\"；但它的 handoff 工具是 `transfer_to_finance_team`。supervisor 的模型调用的是 `transfer_to_Finance Team`，这是它的提示词按智能体名拼出来的名字。" },
    { en: "Nothing throws. The supervisor's tool node answers with a tool message, Error: Tool \"transfer_to_Finance Team\" not found. Please fix your mistakes., the model gives up, and the run completes with Finance Team never running: the path is supervisor alone. (Seed 001 quotes Python's wording, \"is not a valid tool, try one of [...]\"; JS words it as shown here.)", zh: "什么也没抛出。supervisor 的工具节点用一条 tool 消息作答，`Error: Tool \"transfer_to_Finance Team\" not found. Please fix your mistakes.`，模型放弃，运行完成，而 Finance Team 从未运行：路径只有 supervisor。（种子 001 引用的是 Python 的措辞 `is not a valid tool, try one of [...]`；JS 的措辞如这里所示。）" },
    { en: "Apply the fix to name the agent finance_team in snake_case, so the node name and the tool name are one string and the prompt names the tool that exists: the supervisor reaches finance_team on its first call.", zh: "应用修复，用 snake_case 把智能体命名为 finance_team，这样节点名和工具名是同一个字符串，提示词点名的也是真实存在的工具：supervisor 第一次调用就到达 finance_team。" },
  ],
  gallery: {
    why:
      { en: "createSupervisor makes each handoff tool with createHandoffTool (@langchain/langgraph-supervisor, dist/handoff.js), named transfer_to_ + _normalizeAgentName(name): trimmed, each run of whitespace turned into \"_\", lower-cased. The node keeps the raw name. ToolNode.runTool (@langchain/langgraph, dist/prebuilt/tool_node.js) finds no tool called \"transfer_to_Finance Team\" and, with handleToolErrors on (the default), returns the error as a ToolMessage instead of throwing.", zh: "`createSupervisor` 用 `createHandoffTool`（@langchain/langgraph-supervisor，dist/handoff.js）创建每个 handoff 工具，名字是 `transfer_to_` + `_normalizeAgentName(name)`：去掉首尾空白，每段空白变成 \"_\"，再转为小写。节点保留原始名字。`ToolNode.runTool`（@langchain/langgraph，dist/prebuilt/tool_node.js）找不到叫 \"transfer_to_Finance Team\" 的工具，并且在 `handleToolErrors` 开启时（默认）把错误作为一条 `ToolMessage` 返回，而不是抛出。" },
    fix: { en: "Name agents in snake_case so the node name and the transfer_to_<name> tool name are the same string, and name that exact tool in prompts.", zh: "用 snake_case 给智能体命名，让节点名和 `transfer_to_<name>` 工具名是同一个字符串，并在提示词里写出这个确切的工具名。" },
    fixScenarioId: "fixed-tool-name-case",
    code: {
      mistaken: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";

const financeTeam = createReactAgent({ llm, tools: [ledger], name: "Finance Team" });
const supervisor = createSupervisor({ agents: [assistant, financeTeam], llm, prompt: "账目问题调用 transfer_to_Finance Team 交给财务团队。" });`,
      fixed: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";

const financeTeam = createReactAgent({ llm, tools: [ledger], name: "finance_team" });
const supervisor = createSupervisor({ agents: [assistant, financeTeam], llm, prompt: "账目问题调用 transfer_to_finance_team 交给财务团队。" });`,
      note: { en: "The tool is named transfer_to_ + the agent name lower-cased with whitespace turned into _; the node keeps the name as written. A snake_case name makes the two one string, and the prompt names the tool that exists.", zh: "工具名是 `transfer_to_` 加上转成小写、空白换成 _ 的智能体名；节点保留写下的名字。snake_case 的名字让两者是同一个字符串，提示词点名的也是真实存在的工具。" },
    },
  },
};

/** The worker renamed to snake_case, and the prompt naming the tool that exists. */
export const fixedToolNameCase: Scenario = fixedTwin(errorToolNameCase, {
  id: "fixed-tool-name-case",
  title: { en: "Fixed: a snake_case agent name", zh: "已修复：snake_case 的智能体名字" },
  summary: { en: "The worker is finance_team: node name and tool name agree, and the handoff lands.", zh: "worker 叫 finance_team：节点名和工具名一致，移交成功。" },
  router: { name: "supervisor", prompt: "你是调度者：账目问题调用 transfer_to_finance_team 交给财务团队。" },
  agents: financeNamed("finance_team"),
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_finance_team" }] }, { content: GALLERY_FINAL }],
  },
  narrative: [
    { en: "The worker is finance_team, its tool transfer_to_finance_team: the supervisor's first call lands, and the path is supervisor → finance_team → supervisor.", zh: "worker 叫 finance_team，它的工具是 `transfer_to_finance_team`：supervisor 第一次调用就成功移交，路径是 supervisor → finance_team → supervisor。" },
  ],
});
