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
  summary: {
    en: "A researcher with a `search` tool and a coder with a `write_code` tool. The router sends research first, then code, then answers. On supervisor, outputMode and handoff messages decide how much of that stays in the shared history: {messages@full}, {messages@default} or {messages@bare} messages for the same path. Subagents keeps {messages@subagents}, swarm {messages@swarm}.",
    zh: "一个带 `search` 工具的研究员，一个带 `write_code` 工具的程序员。路由先派调研，再派写代码，最后作答。在 supervisor 上，`outputMode` 和 handoff 消息决定其中有多少留在共享历史里：同一条路径，{messages@full}、{messages@default} 或 {messages@bare} 条消息。subagents 留下 {messages@subagents} 条，swarm 留下 {messages@swarm} 条。",
  },
  narrative: [
    {
      when: { topology: "supervisor" },
      text: {
        en: "On this setting the run ends with {messages} shared messages ({chars} characters) after {calls} model calls. Press Play to watch them arrive: the figures count at the playhead, and the diagram lights each node as it runs.",
        zh: "在当前设置下，运行结束时共享历史有 {messages} 条消息（{chars} 个字符），共 {calls} 次模型调用。按播放看它们一条条到来：指标按播放头计数，图上每个节点运行时会亮起。",
      },
    },
    {
      when: { topology: "supervisor" },
      text: {
        en: "Seed 000's two cost knobs change what the workers leave behind, not who runs. `outputMode` full_history merges each worker's whole transcript ({messages@full} messages); the default last_message keeps only its final answer and the transfer pairs ({messages@default}); turning handoff messages off drops the `transfer_to_<agent>` pairs as well ({messages@bare}). The path stays supervisor → researcher → supervisor → coder → supervisor in all three.",
        zh: "种子 000 的两个成本旋钮改变的是 worker 留下什么，而不是谁来运行。`outputMode` 设为 `full_history` 会并入每个 worker 的完整记录（{messages@full} 条）；默认的 `last_message` 只留下它的最终答案和转交消息对（{messages@default} 条）；再关掉 handoff 消息，`transfer_to_<agent>` 这一对也去掉了（{messages@bare} 条）。三种设置下路径都是 supervisor → researcher → supervisor → coder → supervisor。",
      },
    },
    {
      when: { topology: "supervisor" },
      text: {
        en: "What the shared history holds is what the next model call reads. The supervisor's last call read {callInput.supervisor.3@full} messages with full_history, {callInput.supervisor.3@default} with the default and {callInput.supervisor.3@bare} with handoff messages off (its prompt included); open it under \"What the model saw\".",
        zh: "共享历史里有什么，下一次模型调用就读什么。supervisor 的最后一次调用在 `full_history` 下读了 {callInput.supervisor.3@full} 条消息，默认设置下 {callInput.supervisor.3@default} 条，关掉 handoff 消息后 {callInput.supervisor.3@bare} 条（含它的提示词）；在“模型看到了什么”里打开它。",
      },
    },
    {
      when: { topology: "subagents" },
      text: {
        en: "Subagents wraps each worker as a tool (`ask_researcher`, `ask_coder`). A worker's search and its reasoning stay inside the tool call: each worker's first model call reads {callInput.researcher.1} messages (its prompt and the task), and the shared history ends with {messages} messages after {calls} model calls, against {messages@default} on the default supervisor.",
        zh: "subagents 把每个 worker 包成一个工具（`ask_researcher`、`ask_coder`）。worker 的搜索和推理都留在工具调用内部：每个 worker 的第一次模型调用只读 {callInput.researcher.1} 条消息（它的提示词和任务），共享历史最后是 {messages} 条消息，共 {calls} 次模型调用；默认 supervisor 是 {messages@default} 条。",
      },
    },
    {
      when: { topology: "swarm" },
      text: {
        en: "Swarm has no router: the researcher hands on to the coder itself with `transfer_to_coder`, in the same message as its findings. `createSwarm` gives every active agent the whole messages list, so the coder's first model call reads {callInput.coder.1} messages, the researcher's search result included. The run ends with {messages} shared messages after {calls} model calls.",
        zh: "swarm 没有路由：研究员自己用 `transfer_to_coder` 交给程序员，和它的结论在同一条消息里。`createSwarm` 把整个 messages 列表交给每个活跃的智能体，所以程序员的第一次模型调用读了 {callInput.coder.1} 条消息，其中包括研究员的搜索结果。运行结束时共享历史有 {messages} 条消息，共 {calls} 次模型调用。",
      },
    },
    {
      when: { topology: ["supervisor-handrolled", "handoffs", "handoffs-subgraphs", "skills", "router-fanout", "deep-agent"] },
      text: {
        en: "On this topology the same task ends with {messages} shared messages after {calls} model calls. The strip of key settings (Compare) sets it beside supervisor ({messages@default}), subagents ({messages@subagents}) and swarm ({messages@swarm}).",
        zh: "在这个拓扑上，同一个任务结束时共享历史有 {messages} 条消息，共 {calls} 次模型调用。关键设置条（对比）把它和 supervisor（{messages@default} 条）、subagents（{messages@subagents} 条）、swarm（{messages@swarm} 条）放在一起。",
      },
    },
  ],
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
    "deep-agent": [
      { toolCalls: [{ name: "write_todos", args: { todos: [{ content: RESEARCH_TASK, status: "in_progress" }, { content: CODE_TASK, status: "pending" }] } }] },
      { toolCalls: [{ name: "task", args: { description: RESEARCH_TASK, subagent_type: "researcher" } }] },
      { toolCalls: [{ name: "task", args: { description: CODE_TASK, subagent_type: "coder" } }] },
      { content: FINAL },
    ],
  },
  agentScripts: {
    swarm: { researcher: RESEARCHER_HANDS_ON },
    handoffs: { researcher: RESEARCHER_HANDS_ON },
    "handoffs-subgraphs": { researcher: RESEARCHER_HANDS_ON },
  },
  topologies: ["supervisor", "supervisor-handrolled", "subagents", "swarm", "handoffs", "handoffs-subgraphs", "skills", "router-fanout", "deep-agent"],
  // Seed 000's table and the two other patterns: everything kept, the default, no handoff messages, subagents, swarm.
  keySettings: [
    { topology: "supervisor", outputMode: "full_history" },
    { topology: "supervisor" },
    { topology: "supervisor", addHandoffMessages: false },
    { topology: "subagents" },
    { topology: "swarm" },
  ],
  // The settings the summary, narrative and lesson quote figures from: the key settings above, by name.
  storySettings: {
    full: { topology: "supervisor", outputMode: "full_history" },
    default: { topology: "supervisor" },
    bare: { topology: "supervisor", addHandoffMessages: false },
    subagents: { topology: "subagents" },
    swarm: { topology: "swarm" },
  },
  lesson: [
    {
      caption: {
        en: "The request enters the graph and the supervisor decides first. Its model reads {callInput.supervisor.1} messages (its prompt and the request) and answers with a handoff, `transfer_to_researcher`.",
        zh: "请求进入图，supervisor 先做决定。它的模型读了 {callInput.supervisor.1} 条消息（它的提示词和请求），回答是一次移交：`transfer_to_researcher`。",
      },
      at: { node: "supervisor" },
      look: { call: { agent: "supervisor", n: 1 } },
    },
    {
      caption: {
        en: "The researcher runs in its own subgraph: a search, then its conclusion. With `outputMode` last_message only its final message comes back to the shared history, with a 'Transferring back to supervisor' pair.",
        zh: "研究员在自己的子图里运行：先搜索，再给结论。`outputMode` 为 `last_message` 时，只有它的最后一条消息回到共享历史，外加一对 `Transferring back to supervisor` 消息。",
      },
      at: { node: "researcher" },
      look: { panel: "history" },
    },
    {
      caption: {
        en: "The supervisor sends the coder, the coder writes the example, and the supervisor answers the user. This is `createSupervisor`'s default setting.",
        zh: "supervisor 派出程序员，程序员写出示例，supervisor 回答用户。这是 `createSupervisor` 的默认设置。",
      },
      look: { panel: "metrics" },
      predict: { question: { en: "How many messages does the shared history hold at the end?", zh: "结束时共享历史里有多少条消息？" }, answer: "{messages}" },
    },
    {
      caption: {
        en: "Flip `outputMode` to full_history: each worker's whole transcript, its tool call and tool result included, is merged into the shared history. The path and the {calls} model calls stay the same.",
        zh: "把 `outputMode` 切到 `full_history`：每个 worker 的完整记录（包括它的工具调用和工具结果）都并入共享历史。路径不变，{calls} 次模型调用也不变。",
      },
      knobs: { outputMode: "full_history" },
      look: { knob: "outputMode" },
      predict: { question: { en: "How many shared messages now?", zh: "现在共享历史有多少条消息？" }, answer: "{messages}" },
    },
    {
      caption: {
        en: "Back to last_message, and turn handoff messages off: the `transfer_to_<agent>` pairs and the transfer-back pairs are dropped too. Only the request and the three answers are left to read.",
        zh: "切回 `last_message`，再关掉 handoff 消息：`transfer_to_<agent>` 这一对和转回的那一对也都去掉了。只剩请求和三个回答可读。",
      },
      knobs: { addHandoffMessages: false },
      look: { knob: "addHandoffMessages" },
      predict: { question: { en: "How many shared messages now?", zh: "现在共享历史有多少条消息？" }, answer: "{messages}" },
    },
    // The migration, played: off createSupervisor to named createAgent workers called as tools, side by side.
    {
      caption: {
        en: "Off createSupervisor, no longer actively maintained: the same workers as named `createAgent` agents called as tools (`ask_coder`). A is that program, B the createSupervisor one. Both make {calls} model calls; the history ends with {messages} messages against {messages@default}, and the coder's first call reads {callInput.coder.1} messages, its prompt and the task, against {callInput.coder.1@default}.",
        zh: "告别不再积极维护的 createSupervisor：同样的 worker 做成有名字的 `createAgent` 智能体，作为工具调用（`ask_coder`）。A 是这个程序，B 是 createSupervisor 的。两边都调用模型 {calls} 次；历史结束时 {messages} 条消息对 {messages@default} 条，程序员的第一次调用读 {callInput.coder.1} 条消息（它的提示词和任务），对 {callInput.coder.1@default} 条。",
      },
      knobs: { topology: "subagents" },
      compare: { topology: "supervisor" },
      look: { call: { agent: "coder", n: 1 } },
      predict: { question: { en: "How many messages does the coder's first call read as a createAgent subagent?", zh: "作为子智能体，程序员的第一次调用读几条消息？" }, answer: "{callInput.coder.1}" },
    },
  ],
};
