import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 7 (second half): a default agent the swarm does not have. */
export const errorUnknownDefaultAgent: Scenario = {
  ...GALLERY_BASE,
  id: "error-unknown-default-agent",
  title: { en: "Error: unknown default agent", zh: "错误：未知的默认智能体" },
  summary: { en: "createSwarm gets defaultActiveAgent \"Assistant\" while the agent is called \"assistant\". It refuses to build.", zh: "`createSwarm` 得到 `defaultActiveAgent` \"Assistant\"，而智能体叫 \"assistant\"。它拒绝构建。" },
  topologies: ["swarm"],
  fault: { kind: "unknown-default-agent", defaultActiveAgent: "Assistant" },
  narrative: [
    { en: "createSwarm is given defaultActiveAgent: \"Assistant\"; the agent is named \"assistant\". The build fails at once: \"Default active agent 'Assistant' not found in routes assistant,finance\". The comparison is case-sensitive.", zh: "`createSwarm` 被给了 `defaultActiveAgent: \"Assistant\"`；智能体的名字是 \"assistant\"。构建立即失败：`Default active agent 'Assistant' not found in routes assistant,finance`。比较区分大小写。" },
    { en: "JS words it differently from the Python that seed 001 quotes (\"not found in agent names\"), and JS has no separate check for an empty agent list: createSwarm with no agents fails with this same message and an empty list of routes.", zh: "JS 的措辞和种子 001 引用的 Python（`not found in agent names`）不同，而且 JS 没有单独检查空的智能体列表：没有智能体的 `createSwarm` 也以同样的消息失败，路由列表为空。" },
    { en: "Apply the fix to name the default agent exactly as the agent is named: the swarm starts at assistant, which hands the turn to finance.", zh: "应用修复，让默认智能体的名字和智能体的名字完全一致：swarm 从 assistant 开始，它把这一轮交给 finance。" },
  ],
  gallery: {
    why:
      { en: "createSwarm calls addActiveAgentRouter (@langchain/langgraph-swarm, dist/swarm.js) with the agent names as routes; it throws unless routeTo.includes(defaultActiveAgent), an exact string match.", zh: "`createSwarm` 以智能体名字作为路由调用 `addActiveAgentRouter`（@langchain/langgraph-swarm，dist/swarm.js）；除非 `routeTo.includes(defaultActiveAgent)`（精确的字符串匹配），否则就抛出。" },
    fix: { en: "Pass the default agent's exact name (agents[0].name, say) as defaultActiveAgent.", zh: "把默认智能体的确切名字（比如 `agents[0].name`）作为 `defaultActiveAgent` 传入。" },
    fixScenarioId: "fixed-unknown-default-agent",
    code: {
      mistaken: `import { createSwarm } from "@langchain/langgraph-swarm";

const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "Assistant" });`,
      fixed: `import { createSwarm } from "@langchain/langgraph-swarm";

const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "assistant" });`,
      note: { en: "defaultActiveAgent is compared with the agents' names by exact string match; spell it exactly as the agent's name.", zh: "`defaultActiveAgent` 和智能体名字按字符串精确比较；要按智能体的名字一字不差地写。" },
    },
  },
};

/** The same swarm with the default agent spelled as the agent is named. */
export const fixedUnknownDefaultAgent: Scenario = fixedTwin(errorUnknownDefaultAgent, {
  id: "fixed-unknown-default-agent",
  title: { en: "Fixed: the default agent's exact name", zh: "已修复：默认智能体的确切名字" },
  summary: { en: "createSwarm with defaultActiveAgent \"assistant\": it builds and starts there.", zh: "`createSwarm` 使用 `defaultActiveAgent` \"assistant\"：构建成功并从那里开始。" },
  narrative: [{ en: "defaultActiveAgent is \"assistant\", the agent's own name: the swarm starts there, and the path is assistant → finance.", zh: "`defaultActiveAgent` 是 \"assistant\"，即智能体自己的名字：swarm 从那里开始，路径是 assistant → finance。" }],
});
