import { DEEP_AGENT_FILE_STAMPS, DEEP_AGENT_FILE_TOOLS, DEEP_AGENT_FILES_KEY, DEEP_AGENT_STATE_KEYS } from "./deepAgentTools";
import { lazyBuild, type TopologyDescriptor } from "./types";

/**
 * Deep Agents: `deepagents`' `createDeepAgent`, the package LangChain's multi-agent docs point to for
 * built-in multi-agent support. Subagents are reached through its `task` tool; its todo list and its
 * virtual files are graph state beside the messages.
 */
export const deepAgentTopology: TopologyDescriptor<"deep-agent"> = {
  id: "deep-agent",
  title: { en: "Deep Agents (createDeepAgent + task)", zh: "Deep Agents（createDeepAgent + task）" },
  summary: {
    en: "deepagents' createDeepAgent: a main agent with a todo list and virtual files in graph state, reaching its subagents through one task tool; each subagent starts from the task alone and only its last answer comes back.",
    zh: "deepagents 的 createDeepAgent：主智能体把待办清单和虚拟文件放在图状态里，通过一个 task 工具调用子智能体；每个子智能体只从任务本身开始，只有它的最后回答会返回。",
  },
  api: { status: "current", uses: ["createDeepAgent", "task", "write_todos"] },
  // The main agent calls task, write_todos and the file tools: its builder (the library) is the judge.
  handoff: {},
  knobs: [],
  workerTools: DEEP_AGENT_FILE_TOOLS,
  docs: { pattern: "Deep Agents" },
  keepEverything: {},
  state: { keys: DEEP_AGENT_STATE_KEYS, view: "todos-files", merged: [DEEP_AGENT_FILES_KEY], unstamped: DEEP_AGENT_FILE_STAMPS },
  build: lazyBuild(() => import("./graphs/deepAgent")),
};
