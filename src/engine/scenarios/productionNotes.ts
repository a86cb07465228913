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
  title: { en: "Production notes: trim the supervisor's input, agent names, memory", zh: "生产笔记：裁剪 supervisor 的输入、智能体名字、记忆" },
  summary:
    { en: "Research, code and review, then a follow-up on the same thread. The shared history grows with every worker transcript (outputMode full_history); a preModelHook trims what the supervisor's model sees without touching the history. includeAgentName inline tags who said what.", zh: "调研、写代码和评审，然后在同一线程上追问。共享历史随每份 worker 记录增长（`outputMode` full_history）；一个 `preModelHook` 裁剪 supervisor 的模型看到的内容，而不动历史。`includeAgentName` inline 标明谁说了什么。" },
  narrative: [
    { en: "This scenario opens with outputMode full_history, so every worker transcript lands in the shared history. Look at the supervisor's model calls: with pre-model trim off they saw {inputs.supervisor@off} messages (its prompt included), {input.supervisor@off} in all. The last two, in turn two, still carry all of turn one: the thread's checkpointer is the memory, and it never forgets by itself.", zh: "这个场景以 `outputMode` full_history 打开，所以每份 worker 记录都进入共享历史。看 supervisor 的模型调用：关闭模型前裁剪时，它们依次看到 {inputs.supervisor@off} 条消息（含它的提示词），共 {input.supervisor@off} 条。最后两次在第二轮，仍然带着第一轮的全部内容：线程的 checkpointer 就是记忆，它自己永远不会遗忘。" },
    { en: "Flip pre-model trim to last-4: createSupervisor gets a preModelHook that returns llmInputMessages (the latest user request plus the last four messages), and the prebuilt agent feeds those to the model instead of messages. The supervisor's calls now see at most {maxInput.supervisor@trim4} messages, {input.supervisor@trim4} in all instead of {input.supervisor@off}, while the shared history ends at the same {messages@trim4} messages: trimming changes what the model reads, not what the graph keeps. The hook runs as its own node, supervisor › pre_model_hook, before each of the six supervisor model calls. After the researcher, the four-message tail starts with the search result whose tool call was cut off; the hook drops it, because providers that check tool-call pairing reject such a history.", zh: "把模型前裁剪切到 last-4：`createSupervisor` 得到一个返回 `llmInputMessages`（最新的用户请求加最后四条消息）的 `preModelHook`，预置智能体把这些而不是 `messages` 交给模型。supervisor 的调用现在最多看到 {maxInput.supervisor@trim4} 条消息，共 {input.supervisor@trim4} 条而不是 {input.supervisor@off} 条，而共享历史最后同样是 {messages@trim4} 条：裁剪改变的是模型读什么，不是图保留什么。这个钩子作为自己的节点 supervisor › pre_model_hook 运行，在六次 supervisor 模型调用之前各运行一次。研究员之后，四条消息的尾部以一条搜索结果开头，而它的工具调用已被裁掉；钩子把它丢掉，因为会检查工具调用配对的提供方会拒绝这样的历史。" },
    { en: "Flip it to last-2 to see trimming go too far: after each worker the last two messages are its 'Transferring back to supervisor' pair, so the supervisor never sees a worker's answer itself. The scripted supervisor routes on regardless; a real model would be routing blind.", zh: "把它切到 last-2，看裁剪过头会怎样：每个 worker 之后的最后两条消息都是它的 'Transferring back to supervisor' 消息对，所以 supervisor 自己永远看不到 worker 的答案。脚本化的 supervisor 照样路由；真实模型就是在盲目路由了。" },
    { en: "Flip includeAgentName to inline: each AI message the supervisor's model receives is rewritten as <name>researcher</name><content>…</content> (its own tool-call messages too, with empty content), so a provider without a name field on messages still knows who spoke. Seed 000 notes that the default relies on the provider honouring the name attribute. Only the model's input changes; the shared history keeps the plain text.", zh: "把 `includeAgentName` 切到 inline：supervisor 的模型收到的每条 AI 消息都被改写成 `<name>researcher</name><content>…</content>`（它自己的工具调用消息也一样，内容为空），这样消息上没有 name 字段的提供方也知道是谁在说话。种子 000 指出默认做法依赖提供方遵守 name 属性。只有模型的输入变了；共享历史保留原文。" },
    { en: "recursionLimit counts the supersteps of one invocation, and JS checks it before it knows whether any work is left: turn one needs {pathLength.1@off} top-level steps, stops with GraphRecursionError at recursionLimit 7 and completes at 8. The recursion-limit scenario shows the limit stopping a real loop.", zh: "`recursionLimit` 计的是一次调用中的超步，而且 JS 在知道是否还有工作之前就检查它：第一轮需要 {pathLength.1@off} 个顶层步骤，`recursionLimit` 为 7 时以 `GraphRecursionError` 停止，为 8 时完成。递归上限场景展示了这个上限停下一个真实的循环。" },
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
  // The runs the narrative quotes (trim off, last-4), and the recursionLimit values it names (just under and at what turn one needs).
  storySettings: { off: { preModelTrim: "off" }, trim4: { preModelTrim: "last-4" }, limit7: { recursionLimit: 7 }, limit8: { recursionLimit: 8 } },
};
