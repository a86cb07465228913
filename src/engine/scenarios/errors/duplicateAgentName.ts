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
  title: { en: "Error: two agents with one name", zh: "错误：两个智能体同名" },
  summary: { en: "A ledger agent and a tax agent, both made with name \"finance\". createSupervisor refuses to build.", zh: "一个账簿智能体和一个税务智能体，都用 name \"finance\" 创建。`createSupervisor` 拒绝构建。" },
  topologies: ["supervisor"],
  agents: [finance, tax],
  // Supervisor only: the base's swarm script for assistant does not apply here.
  agentScripts: undefined,
  // The tax worker is made with createReactAgent({ name: "finance", ... }): a copy-paste slip.
  fault: { kind: "duplicate-agent-name", agent: "tax", name: "finance" },
  narrative: [
    { en: "Two different workers, one for the ledger and one for taxes, are both made with name: \"finance\" (the tax worker's name was copied from the ledger worker). createSupervisor throws while building: \"Agent with name 'finance' already exists. Agent names must be unique.\" It compares names, not objects, so two unrelated agents collide. JS gives the same message seed 001 reports for Python.", zh: "两个不同的 worker，一个管账簿、一个管税务，都用 `name: \"finance\"` 创建（税务 worker 的名字是从账簿 worker 那里复制来的）。`createSupervisor` 在构建时抛出：`Agent with name 'finance' already exists. Agent names must be unique.` 它比较的是名字而不是对象，所以两个毫不相干的智能体撞了名。JS 给出的消息和种子 001 报告的 Python 消息相同。" },
    { en: "Apply the fix to make the tax worker with its own name, tax: both become nodes with their own transfer_to_ tool, and the supervisor routes the accounts to finance.", zh: "应用修复，给税务 worker 一个自己的名字 tax：两者都成为节点，各有自己的 `transfer_to_` 工具，supervisor 把账目交给 finance。" },
  ],
  gallery: {
    why:
      { en: "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) collects agent names in a Set while it checks them; a name already in the Set throws. Node names and transfer_to_<name> tools must be unique, so the check is by name. createSwarm (@langchain/langgraph-swarm, dist/swarm.js) has the same loop.", zh: "`createSupervisor`（@langchain/langgraph-supervisor，dist/supervisor.js）在检查时把智能体名字收进一个 Set；名字已经在 Set 里就抛出。节点名和 `transfer_to_<name>` 工具都必须唯一，所以按名字检查。`createSwarm`（@langchain/langgraph-swarm，dist/swarm.js）有同样的循环。" },
    fix: { en: "Give every agent its own name.", zh: "给每个智能体一个自己的名字。" },
    fixScenarioId: "fixed-duplicate-agent-name",
    code: {
      mistaken: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";

const finance = createReactAgent({ llm, tools: [ledger], name: "finance" });
const tax = createReactAgent({ llm, tools: [], name: "finance" });
const supervisor = createSupervisor({ agents: [finance, tax], llm }).compile();`,
      fixed: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";

const finance = createReactAgent({ llm, tools: [ledger], name: "finance" });
const tax = createReactAgent({ llm, tools: [], name: "tax" });
const supervisor = createSupervisor({ agents: [finance, tax], llm }).compile();`,
      note: { en: "One changed string: the tax worker's name. Each name becomes a node and a transfer_to_<name> tool, so two agents cannot share one.", zh: "只改了一个字符串：税务 worker 的名字。每个名字都成为一个节点和一个 `transfer_to_<name>` 工具，所以两个智能体不能共用一个名字。" },
    },
  },
};

/** The tax worker made under its own name. */
export const fixedDuplicateAgentName: Scenario = fixedTwin(errorDuplicateAgentName, {
  id: "fixed-duplicate-agent-name",
  title: { en: "Fixed: unique agent names", zh: "已修复：智能体名字唯一" },
  summary: { en: "The tax worker is made with name \"tax\"; the supervisor builds and routes the accounts to finance.", zh: "税务 worker 用 name \"tax\" 创建；supervisor 构建成功，把账目交给 finance。" },
  narrative: [{ en: "finance and tax are two nodes now, each with its own handoff tool; the path is supervisor → finance → supervisor, and tax stays idle.", zh: "finance 和 tax 现在是两个节点，各有自己的 handoff 工具；路径是 supervisor → finance → supervisor，tax 闲着。" }],
});
