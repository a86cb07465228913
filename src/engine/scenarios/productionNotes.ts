import type { Scenario, ScriptedReply } from "./types";

const RESEARCH = "研究结论：createSupervisor 让调度 agent 用 transfer_to_<name> 工具派活，worker 是图节点。";
const CODE_JS = "示例（JS）：const graph = createSupervisor({ agents: [researcher, coder], llm }).compile();";
const REVIEW = "评审意见：示例缺 checkpointer 和 thread_id，多轮对话会失忆；建议加上 recursionLimit。";
const CODE_TS = "示例（TS）：const graph = createSupervisor({ agents, llm }).compile({ checkpointer: new MemorySaver() });";

const transfer = (to: string): ScriptedReply => ({ toolCalls: [{ name: `transfer_to_${to}` }] });

/**
 * Seed 000's production notes on one run: a two-turn task on one thread (the checkpointer is the
 * memory), a pre-model hook that trims what the supervisor's model sees, and `includeAgentName`.
 */
export const productionNotes: Scenario = {
  id: "production-notes",
  title: "Production notes: trim the supervisor's input, agent names, memory",
  summary:
    "Research, code and review, then a follow-up on the same thread. The shared history grows with every worker transcript (outputMode full_history); a preModelHook trims what the supervisor's model sees without touching the history. includeAgentName inline tags who said what.",
  narrative: [
    "This scenario opens with outputMode full_history, so every worker transcript lands in the shared history. Look at the supervisor's model calls: with pre-model trim off they saw 2, 9, 16, 21, 23 and 30 messages (its prompt included), 101 in all. The last two, in turn two, still carry all of turn one: the thread's checkpointer is the memory, and it never forgets by itself.",
    "Flip pre-model trim to last-4: createSupervisor gets a preModelHook that returns llmInputMessages (the latest user request plus the last four messages), and the prebuilt agent feeds those to the model instead of messages. The supervisor's calls now see at most 5 messages, 27 in all instead of 101, while the shared history ends at the same 30 messages: trimming changes what the model reads, not what the graph keeps. The hook runs as its own node, supervisor › pre_model_hook, before each of the six supervisor model calls. After the researcher, the four-message tail starts with the search result whose tool call was cut off; the hook drops it, because providers that check tool-call pairing reject such a history.",
    "Flip it to last-2 to see trimming go too far: after each worker the last two messages are its 'Transferring back to supervisor' pair, so the supervisor never sees a worker's answer itself. The scripted supervisor routes on regardless; a real model would be routing blind.",
    "Flip includeAgentName to inline: each AI message the supervisor's model receives is rewritten as <name>researcher</name><content>…</content> (its own tool-call messages too, with empty content), so a provider without a name field on messages still knows who spoke. Seed 000 notes that the default relies on the provider honouring the name attribute. Only the model's input changes; the shared history keeps the plain text.",
    "recursionLimit counts the supersteps of one invocation, and JS checks it before it knows whether any work is left: turn one needs 7 top-level steps, stops with GraphRecursionError at recursionLimit 7 and completes at 8. The recursion-limit scenario shows the limit stopping a real loop.",
  ],
  userTurns: ["调研 LangGraph supervisor，写个示例，再评审一下", "把示例改成 TypeScript，加上 checkpointer"],
  router: { name: "supervisor", prompt: "你是调度者：调研交给 researcher，写代码交给 coder，评审交给 reviewer，完成后自己收尾。" },
  agents: [
    {
      name: "researcher",
      description: "调研类问题交给它",
      prompt: "你是研究员，用 search 查资料。",
      tools: ["search"],
      script: [{ toolCalls: [{ name: "search", args: { query: "LangGraph supervisor" } }] }, { content: RESEARCH }],
    },
    {
      name: "coder",
      description: "写代码/给示例交给它",
      prompt: "你是程序员，用 write_code 写示例。",
      tools: ["write_code"],
      script: [
        { toolCalls: [{ name: "write_code", args: { lang: "js" } }] },
        { content: CODE_JS },
        { toolCalls: [{ name: "write_code", args: { lang: "ts" } }] },
        { content: CODE_TS },
      ],
    },
    {
      name: "reviewer",
      description: "评审代码交给它",
      prompt: "你是评审，指出示例的生产隐患。",
      tools: [],
      script: [{ content: REVIEW }],
    },
  ],
  tools: [
    { name: "search", description: "搜索资料", result: "LangGraph supervisor：调度 agent 通过 handoff 工具把任务交给 worker agent。" },
    { name: "write_code", description: "写示例代码", result: "代码已写入 example.ts" },
  ],
  routerScripts: {
    supervisor: [
      transfer("researcher"),
      transfer("coder"),
      transfer("reviewer"),
      { content: "已完成：调研、示例和评审意见都在上面。" },
      transfer("coder"),
      { content: "已改成 TypeScript 并加上 checkpointer。" },
    ],
  },
  topologies: ["supervisor"],
  knobs: { outputMode: "full_history" },
};
