import type { Scenario, ScriptedReply } from "./types";

const RESEARCH_RESULT = "研究结论：Supervisor 负责路由，Worker 负责执行。";
const CODE_RESULT = "代码骨架已给出：graph = createSupervisor({...})";
const FINAL = "已完成：先调研架构，再给出示例。";
const RESEARCH_TASK = "调研 LangGraph supervisor";
const CODE_TASK = "给出 createSupervisor 示例";

/** A researcher that hands on to the coder itself (swarm, handoffs): its findings and the transfer in one message. */
const RESEARCHER_HANDS_ON: ScriptedReply[] = [
  { toolCalls: [{ name: "search", args: { query: "LangGraph supervisor" } }] },
  { content: RESEARCH_RESULT, toolCalls: [{ name: "transfer_to_coder" }] },
];
const HANDOFF_START: ScriptedReply[] = [{ toolCalls: [{ name: "transfer_to_researcher" }] }];

/** Seed 000's task: research the supervisor pattern, then write an example. */
export const researchCode: Scenario = {
  id: "research-code",
  title: { en: "Research and code", zh: "调研并写代码" },
  summary:
    { en: "A researcher with a search tool and a coder with a write_code tool. The router sends research first, then code, then answers. Flip outputMode and handoff messages to watch the shared history shrink from 16 messages to 4 while the path stays the same.", zh: "一个带 `search` 工具的研究员，一个带 `write_code` 工具的程序员。路由先派调研，再派写代码，最后作答。翻转 `outputMode` 和 handoff 消息，看共享历史从 16 条消息缩到 4 条，而执行路径始终不变。" },
  userTurns: ["帮我调研 LangGraph supervisor 并给出示例"],
  router: { name: "supervisor", prompt: "你是调度者：把任务分给合适的专家，完成后自己收尾。" },
  agents: [
    {
      name: "researcher",
      description: "调研类问题交给它",
      prompt: "你是研究员，用 search 工具查资料并给出结论。",
      tools: ["search"],
      script: [{ toolCalls: [{ name: "search", args: { query: "LangGraph supervisor" } }] }, { content: RESEARCH_RESULT }],
    },
    {
      name: "coder",
      description: "写代码/给示例交给它",
      prompt: "你是程序员，用 write_code 工具写示例代码。",
      tools: ["write_code"],
      script: [{ toolCalls: [{ name: "write_code", args: { spec: "supervisor 示例" } }] }, { content: CODE_RESULT }],
    },
  ],
  tools: [
    { name: "search", description: "搜索资料", result: "搜索「LangGraph supervisor」的结果：LangGraph supervisor 由一个调度 agent 把任务交给专家 agent。" },
    { name: "write_code", description: "写示例代码", result: "const graph = createSupervisor({ agents: [researcher, coder], llm }).compile();" },
  ],
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_researcher" }] }, { toolCalls: [{ name: "transfer_to_coder" }] }, { content: FINAL }],
    "supervisor-handrolled": [
      { toolCalls: [{ name: "transfer_to_researcher", args: { task: RESEARCH_TASK } }] },
      { toolCalls: [{ name: "transfer_to_coder", args: { task: CODE_TASK } }] },
      { content: FINAL },
    ],
    subagents: [
      { toolCalls: [{ name: "ask_researcher", args: { task: RESEARCH_TASK } }] },
      { toolCalls: [{ name: "ask_coder", args: { task: CODE_TASK } }] },
      { content: FINAL },
    ],
    handoffs: HANDOFF_START,
    "handoffs-subgraphs": HANDOFF_START,
    skills: [
      { toolCalls: [{ name: "load_skill", args: { skill: "researcher" } }] },
      { toolCalls: [{ name: "search", args: { query: "LangGraph supervisor" } }] },
      { toolCalls: [{ name: "load_skill", args: { skill: "coder" } }] },
      { toolCalls: [{ name: "write_code", args: { spec: "supervisor 示例" } }] },
      { content: FINAL },
    ],
    "router-fanout": [
      { toolCalls: [{ name: "classify", args: { classifications: [{ agent: "researcher", query: RESEARCH_TASK }, { agent: "coder", query: CODE_TASK }] } }] },
      { content: FINAL },
    ],
  },
  agentScripts: {
    swarm: { researcher: RESEARCHER_HANDS_ON },
    handoffs: { researcher: RESEARCHER_HANDS_ON },
    "handoffs-subgraphs": { researcher: RESEARCHER_HANDS_ON },
  },
  topologies: ["supervisor", "supervisor-handrolled", "subagents", "swarm", "handoffs", "handoffs-subgraphs", "skills", "router-fanout"],
  // Seed 000's table and the two other patterns: everything kept, the default, no handoff messages, subagents, swarm.
  keySettings: [
    { topology: "supervisor", outputMode: "full_history" },
    { topology: "supervisor" },
    { topology: "supervisor", addHandoffMessages: false },
    { topology: "subagents" },
    { topology: "swarm" },
  ],
};
