import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 4: a worker made without `name`. */
export const errorAgentWithoutName: Scenario = {
  ...GALLERY_BASE,
  id: "error-agent-without-name",
  title: { en: "Error: agent without a name", zh: "错误：没有名字的智能体" },
  summary: { en: "The finance worker is made with createReactAgent but no name. createSupervisor refuses to build.", zh: "finance worker 用 `createReactAgent` 创建，但没有 name。`createSupervisor` 拒绝构建。" },
  topologies: ["supervisor"],
  fault: { kind: "unnamed-agent", agent: "finance" },
  narrative: [
    { en: "The finance worker is made with createReactAgent({ llm, tools, prompt }) and no name. createSupervisor throws while building, before any step runs: \"Please specify a name when you create your agent, either via createReactAgent({ ..., name: agentName }) or via graph.compile({ name: agentName }).\" JS gives the same message seed 001 reports for Python.", zh: "finance worker 用 `createReactAgent({ llm, tools, prompt })` 创建，没有 name。`createSupervisor` 在构建时就抛出，任何步骤运行之前：`Please specify a name when you create your agent, either via createReactAgent({ ..., name: agentName }) or via graph.compile({ name: agentName }).` JS 给出的消息和种子 001 报告的 Python 消息相同。" },
    { en: "The supervisor needs the name three times: as the worker's node name, in its transfer_to_<name> tool, and as the goto of that tool's Command. Apply the fix to pass name: \"finance\" and the same team runs: supervisor → finance → supervisor.", zh: "supervisor 要用到这个名字三次：作为 worker 的节点名、在它的 `transfer_to_<name>` 工具里、作为这个工具的 Command 的 goto。应用修复传入 `name: \"finance\"`，同一个团队就能运行：supervisor → finance → supervisor。" },
  ],
  gallery: {
    why:
      { en: "createSupervisor (@langchain/langgraph-supervisor, dist/supervisor.js) checks every agent before building anything: !agent.name || agent.name === \"LangGraph\" throws. createReactAgent without name leaves the compiled graph's name undefined. createSwarm (@langchain/langgraph-swarm, dist/swarm.js) makes the same check.", zh: "`createSupervisor`（@langchain/langgraph-supervisor，dist/supervisor.js）在构建任何东西之前检查每个智能体：`!agent.name || agent.name === \"LangGraph\"` 就抛出。不带 name 的 `createReactAgent` 让编译后的图的名字是 undefined。`createSwarm`（@langchain/langgraph-swarm，dist/swarm.js）做同样的检查。" },
    fix: { en: "Pass name to createReactAgent (or compile the agent's graph with { name }).", zh: "给 `createReactAgent` 传 name（或者用 `{ name }` 编译智能体的图）。" },
    fixScenarioId: "fixed-agent-without-name",
    code: {
      mistaken: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";

const finance = createReactAgent({ llm, tools: [ledger], prompt: "你是财务助手。" });
const supervisor = createSupervisor({ agents: [assistant, finance], llm }).compile();`,
      fixed: `import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";

const finance = createReactAgent({ llm, tools: [ledger], prompt: "你是财务助手。", name: "finance" });
const supervisor = createSupervisor({ agents: [assistant, finance], llm }).compile();`,
      note: { en: "name is optional in createReactAgent's parameters, so the mistake type-checks; createSupervisor needs it for the node, the transfer_to_finance tool and the Command's goto.", zh: "`name` 在 `createReactAgent` 的参数里是可选的，所以这个错误能通过类型检查；`createSupervisor` 需要它作节点名、`transfer_to_finance` 工具名和 Command 的 goto。" },
    },
  },
};

/** The same worker with its name. */
export const fixedAgentWithoutName: Scenario = fixedTwin(errorAgentWithoutName, {
  id: "fixed-agent-without-name",
  title: { en: "Fixed: every agent named", zh: "已修复：每个智能体都有名字" },
  summary: { en: "The finance worker is made with name: \"finance\"; the supervisor builds and routes to it.", zh: "finance worker 用 `name: \"finance\"` 创建；supervisor 构建成功并路由给它。" },
  narrative: [{ en: "Every worker has a name, so createSupervisor builds: the path is supervisor → finance → supervisor.", zh: "每个 worker 都有名字，所以 `createSupervisor` 构建成功：路径是 supervisor → finance → supervisor。" }],
});
