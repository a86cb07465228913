import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 2: `activeAgent` names an agent the swarm does not have. */
export const errorActiveAgentNotInGraph: Scenario = {
  ...GALLERY_BASE,
  id: "error-active-agent-not-in-graph",
  title: { en: "Error: active agent not in the graph", zh: "错误：当前智能体不在图中" },
  summary:
    { en: "The turn's input sets activeAgent to \"billing\", a name the swarm has no agent for. The START router cannot route it and the run fails before any agent speaks.", zh: "这一轮的输入把 `activeAgent` 设为 \"billing\"，swarm 里没有叫这个名字的智能体。START 路由无法路由它，运行在任何智能体发言前就失败了。" },
  topologies: ["swarm"],
  fault: { kind: "active-agent-not-in-graph", activeAgent: "billing" },
  narrative: [
    { en: "The swarm has two agents, assistant and finance, but this turn's input sets activeAgent to \"billing\" (a renamed agent, a stale checkpoint, a hand-written update). The run fails at once with \"Branch condition returned unknown or null destination\": no agent runs and no model is called.", zh: "swarm 有两个智能体 assistant 和 finance，但这一轮的输入把 `activeAgent` 设为 \"billing\"（一个改了名的智能体、一个过期的检查点、一次手写的更新）。运行立即失败，报 `Branch condition returned unknown or null destination`：没有智能体运行，也没有调用模型。" },
    { en: "The message does not name the bad value. Seed 001 reports a bare KeyError: 'charlie' from Python; JS gives this generic branch error instead, because its createSwarm never narrows activeAgent to the agent names.", zh: "这条消息没有说出错误的值。种子 001 报告 Python 给出一个光秃秃的 `KeyError: 'charlie'`；JS 给出的是这个通用的分支错误，因为它的 `createSwarm` 从不把 `activeAgent` 限定为智能体名字。" },
    { en: "Apply the fix to leave activeAgent unset: the swarm starts at its default agent, assistant, which hands the turn to finance.", zh: "应用修复，不设置 `activeAgent`：swarm 从默认智能体 assistant 开始，它把这一轮交给 finance。" },
  ],
  gallery: {
    why:
      { en: "createSwarm adds its START router with addActiveAgentRouter (@langchain/langgraph-swarm, dist/swarm.js): the route is state.activeAgent || defaultActiveAgent, with the agent names as the path map. Branch._route (@langchain/langgraph, dist/graph/graph.js) looks the returned name up in that map; \"billing\" is not there, so it throws \"Branch condition returned unknown or null destination\".", zh: "`createSwarm` 用 `addActiveAgentRouter`（@langchain/langgraph-swarm，dist/swarm.js）添加 START 路由：路由是 `state.activeAgent || defaultActiveAgent`，以智能体名字作为路径表。`Branch._route`（@langchain/langgraph，dist/graph/graph.js）在这张表里查返回的名字；\"billing\" 不在其中，于是抛出 `Branch condition returned unknown or null destination`。" },
    fix: { en: "Check a name against the swarm's agents before writing it to activeAgent, or leave activeAgent unset so the swarm starts at its default agent.", zh: "把名字写进 `activeAgent` 之前先对照 swarm 的智能体检查，或者不设置 `activeAgent`，让 swarm 从默认智能体开始。" },
    fixScenarioId: "fixed-active-agent-not-in-graph",
    code: {
      mistaken: `import { createSwarm } from "@langchain/langgraph-swarm";

const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "assistant" }).compile();
await swarm.invoke({ messages: [{ role: "user", content: "帮我算一下这个月的账" }], activeAgent: "billing" });`,
      fixed: `import { createSwarm } from "@langchain/langgraph-swarm";

const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "assistant" }).compile();
await swarm.invoke({ messages: [{ role: "user", content: "帮我算一下这个月的账" }] });`,
      note: { en: "activeAgent is typed as a plain string, so \"billing\" type-checks; only the START router finds out, at run time. Leave it out (or write only a name from agents) and the swarm starts at defaultActiveAgent.", zh: "`activeAgent` 的类型只是普通字符串，所以 \"billing\" 能通过类型检查；只有 START 路由在运行时才发现。不写它（或者只写 agents 里的名字），swarm 就从 `defaultActiveAgent` 开始。" },
    },
  },
};

/** The same swarm with activeAgent left to the swarm. */
export const fixedActiveAgentNotInGraph: Scenario = fixedTwin(errorActiveAgentNotInGraph, {
  id: "fixed-active-agent-not-in-graph",
  title: { en: "Fixed: activeAgent left to the swarm", zh: "已修复：activeAgent 交给 swarm 决定" },
  summary: { en: "The same swarm with no activeAgent in the input: it starts at its default agent.", zh: "同样的 swarm，输入里没有 `activeAgent`：它从默认智能体开始。" },
  narrative: [
    { en: "No activeAgent in the input: the START router falls back to the default agent, assistant, which hands the turn to finance. The path is assistant → finance.", zh: "输入里没有 `activeAgent`：START 路由退回默认智能体 assistant，它把这一轮交给 finance。路径是 assistant → finance。" },
  ],
});
