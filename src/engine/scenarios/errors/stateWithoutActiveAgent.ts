import type { Scenario } from "../types";
import { fixedTwin, GALLERY_BASE } from "./base";

/** Seed 001, error 7 (first half): a swarm given a state schema without the active-agent key. */
export const errorStateWithoutActiveAgent: Scenario = {
  ...GALLERY_BASE,
  id: "error-state-without-active-agent",
  title: { en: "Error: swarm state without the active-agent key", zh: "错误：swarm 状态缺少当前智能体的键" },
  summary: { en: "createSwarm gets MessagesAnnotation as its stateSchema, the way a supervisor graph is written. It refuses to build.", zh: "`createSwarm` 得到 `MessagesAnnotation` 作为它的 `stateSchema`，就像写 supervisor 图那样。它拒绝构建。" },
  topologies: ["swarm"],
  fault: { kind: "state-without-active-agent" },
  narrative: [
    { en: "createSwarm is given stateSchema: MessagesAnnotation, copied from a supervisor-style graph. The build fails at once: \"Missing required key 'activeAgent' in stateSchema\". No step runs.", zh: "`createSwarm` 被给了 `stateSchema: MessagesAnnotation`，是从 supervisor 风格的图里复制来的。构建立即失败：`Missing required key 'activeAgent' in stateSchema`。没有步骤运行。" },
    { en: "The swarm keeps who is speaking in its state, under activeAgent: its START router reads it and every handoff tool writes it. In JS the key is camelCase activeAgent; seed 001 quotes Python's 'active_agent' and state_schema.", zh: "swarm 把谁在发言保存在状态的 `activeAgent` 下：它的 START 路由读它，每个 handoff 工具写它。在 JS 里这个键是 camelCase 的 `activeAgent`；种子 001 引用的是 Python 的 'active_agent' 和 state_schema。" },
    { en: "Apply the fix to use the library's SwarmState (or a schema that spreads SwarmState.spec): the swarm builds and runs assistant → finance.", zh: "应用修复，使用库的 `SwarmState`（或展开 `SwarmState.spec` 的 schema）：swarm 构建成功并运行 assistant → finance。" },
  ],
  gallery: {
    why:
      { en: "createSwarm (@langchain/langgraph-swarm, dist/swarm.js) checks \"activeAgent\" in stateSchema.spec before anything else and throws when a custom schema lacks it. Without that channel the START router (addActiveAgentRouter) would have nothing to read and the handoff tools' activeAgent update nowhere to go.", zh: "`createSwarm`（@langchain/langgraph-swarm，dist/swarm.js）在做任何事之前先检查 `\"activeAgent\" in stateSchema.spec`，自定义 schema 缺少它时就抛出。没有这个通道，START 路由（`addActiveAgentRouter`）就无从读取，handoff 工具对 `activeAgent` 的更新也无处可去。" },
    fix: { en: "Use SwarmState, or extend it: Annotation.Root({ ...SwarmState.spec, ...yourKeys }).", zh: "使用 `SwarmState`，或者扩展它：`Annotation.Root({ ...SwarmState.spec, ...yourKeys })`。" },
    fixScenarioId: "fixed-state-without-active-agent",
    code: {
      mistaken: `import { MessagesAnnotation } from "@langchain/langgraph";
import { createSwarm } from "@langchain/langgraph-swarm";

const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "assistant", stateSchema: MessagesAnnotation });`,
      fixed: `import { Annotation } from "@langchain/langgraph";
import { createSwarm, SwarmState } from "@langchain/langgraph-swarm";

const State = Annotation.Root({ ...SwarmState.spec });
const swarm = createSwarm({ agents: [assistant, finance], defaultActiveAgent: "assistant", stateSchema: State });`,
      note: { en: "The swarm keeps the speaker in activeAgent; a schema spread from SwarmState.spec has that channel (and room for your own keys beside it), MessagesAnnotation does not.", zh: "swarm 把发言者存在 `activeAgent` 里；从 `SwarmState.spec` 展开的 schema 有这个通道（旁边还能放你自己的键），`MessagesAnnotation` 没有。" },
    },
  },
};

/** The same swarm on its own SwarmState. */
export const fixedStateWithoutActiveAgent: Scenario = fixedTwin(errorStateWithoutActiveAgent, {
  id: "fixed-state-without-active-agent",
  title: { en: "Fixed: the swarm on SwarmState", zh: "已修复：swarm 使用 SwarmState" },
  summary: { en: "createSwarm with its default SwarmState: activeAgent exists and the handoff lands.", zh: "`createSwarm` 使用默认的 `SwarmState`：`activeAgent` 存在，移交成功。" },
  narrative: [{ en: "On SwarmState the swarm builds; the handoff sets activeAgent to finance, and the path is assistant → finance.", zh: "使用 `SwarmState`，swarm 构建成功；移交把 `activeAgent` 设为 finance，路径是 assistant → finance。" }],
});
