import type { Scenario, ScriptedReply } from "./types";

const NOTES_PATH = "/notes/checkpointers.md";
const REPORT_PATH = "/report.md";

const SEARCH_RESULT =
  "Results for \"LangGraph checkpointers\": (1) A checkpointer saves the graph state after every superstep, keyed by thread_id and checkpoint_id. (2) MemorySaver keeps checkpoints in memory; SqliteSaver and PostgresSaver persist them. (3) interrupt() needs a checkpointer: the run pauses, and Command({ resume }) continues from the saved checkpoint. (4) getStateHistory lists a thread's checkpoints newest first, so a run can be replayed or forked from any of them. Sources: langchain-ai.github.io/langgraphjs/concepts/persistence, langchain-ai.github.io/langgraphjs/how-tos/time-travel.";

const NOTES = `# LangGraph checkpointers: research notes

## Findings
1. A checkpointer saves the whole graph state after every superstep, keyed by thread_id and checkpoint_id.
2. MemorySaver keeps the checkpoints in memory (tests, demos); SqliteSaver and PostgresSaver persist them across processes.
3. interrupt() needs a checkpointer: the run pauses at the interrupt, and Command({ resume }) continues from the saved checkpoint, not from the start.
4. getStateHistory lists a thread's checkpoints newest first; invoking with an older checkpoint_id replays or forks the run from there.

## Sources
- langchain-ai.github.io/langgraphjs/concepts/persistence
- langchain-ai.github.io/langgraphjs/how-tos/time-travel
`;

const REPORT = `# How LangGraph checkpointers work

A checkpointer is what gives a LangGraph graph a memory between steps. After every superstep it saves the whole state under the run's thread_id, with a checkpoint_id per save. MemorySaver keeps those saves in memory, which suits tests and demos; SqliteSaver and PostgresSaver write them to a database so a thread survives a restart.

Human approval depends on it. interrupt() stops the run and leaves the state in the latest checkpoint; Command({ resume }) picks the run up from that checkpoint with the human's answer, instead of starting over.

The saved history is also a way back. getStateHistory lists a thread's checkpoints newest first, and invoking with an older checkpoint_id replays the run from there or forks it with a changed input.

Sources: the LangGraph.js persistence concepts page and the time-travel how-to.
`;

const TODOS_PLANNED = [
  { content: "Research LangGraph checkpointers", status: "in_progress" },
  { content: "Write the report from the notes", status: "pending" },
];
const TODOS_DONE = TODOS_PLANNED.map((todo) => ({ ...todo, status: "completed" }));

const MAIN: ScriptedReply[] = [
  { toolCalls: [{ name: "write_todos", args: { todos: TODOS_PLANNED } }] },
  { toolCalls: [{ name: "task", args: { subagent_type: "researcher", description: `Research how LangGraph checkpointers work. Save your full notes to ${NOTES_PATH} and reply with one line.` } }] },
  { toolCalls: [{ name: "task", args: { subagent_type: "writer", description: `Write a short report from the notes in ${NOTES_PATH} to ${REPORT_PATH} and reply with one line.` } }] },
  { toolCalls: [{ name: "write_todos", args: { todos: TODOS_DONE } }] },
  { content: `The report is ready in ${REPORT_PATH}: checkpoints per superstep, what interrupt() and resume need, and replaying from history.` },
];

/**
 * The deep agent's context economy: the main agent plans with `write_todos` and hands the work to two
 * subagents through `task`; the research notes and the report travel as files in graph state, and the
 * main model reads only the todo updates and the subagents' one-line answers.
 */
export const deepAgentFiles: Scenario = {
  id: "deep-agent-files",
  title: { en: "Deep agent: what the main model reads", zh: "深度智能体：主模型读到了什么" },
  summary: {
    en: "A `createDeepAgent` plans with `write_todos`, sends a researcher and then a writer through its `task` tool, and keeps the long material in files. The researcher saves its notes and the writer its report to files ({fileChars} characters); the main model's last call reads {callInput.main.last} messages: its prompt, the request, the todo updates and two one-line task results.",
    zh: "一个 `createDeepAgent` 用 `write_todos` 做计划，通过 `task` 工具先派研究员、再派写作者，长内容都放在文件里。研究员把笔记、写作者把报告存成文件，共 {fileChars} 个字符；主模型的最后一次调用读了 {callInput.main.last} 条消息：它的提示词、请求、待办更新和两条一行的 task 结果。",
  },
  narrative: [
    {
      en: "What the main model reads: each of its {calls.main} calls gets the shared history, and that history holds the request, the `write_todos` calls and their answers, and each `task` call with the subagent's last line as its result. The notes and the report are in the `files` state (see the state panel), {fileChars} characters the main model never reads.",
      zh: "主模型读到什么：它的 {calls.main} 次调用都拿到共享历史，而共享历史里只有请求、`write_todos` 调用及其回答，以及每次 `task` 调用和子智能体的最后一行作为结果。笔记和报告在 `files` 状态里（见状态面板），共 {fileChars} 个字符，主模型从未读到。",
    },
    {
      en: "What a subagent starts from: `task` starts the researcher on a fresh conversation holding only the task's description, so its first call reads {callInput.researcher.1} messages (its prompt and the task). The writer starts the same way ({callInput.writer.1} messages) and reaches the notes only through `read_file`: the files are shared state, the conversations are not.",
      zh: "子智能体从哪里开始：`task` 让研究员从一段全新的对话开始，里面只有任务描述，所以它的第一次调用只读了 {callInput.researcher.1} 条消息（它的提示词和任务）。写作者也一样（{callInput.writer.1} 条），只有通过 `read_file` 才能读到笔记：文件是共享的状态，对话不是。",
    },
    {
      en: "The run ends with {messages} shared messages after {calls} model calls. The todo list is state too: `write_todos` replaces it, and the state panel shows it as a list, not as messages.",
      zh: "运行结束时共享历史有 {messages} 条消息，共 {calls} 次模型调用。待办清单也是状态：`write_todos` 会整体替换它，状态面板把它显示为清单，而不是消息。",
    },
  ],
  userTurns: ["Write a short report on how LangGraph checkpointers work, with sources."],
  router: { name: "main", prompt: "You are the lead. Plan with write_todos, hand research and writing to your subagents with task, and keep long material in files." },
  agents: [
    {
      name: "researcher",
      description: "Researches a topic and saves full notes to a file",
      prompt: "You are a researcher. Search, save your full notes with write_file, and reply with one line saying where they are.",
      tools: ["search"],
      script: [
        { toolCalls: [{ name: "search", args: { query: "LangGraph checkpointers" } }] },
        { toolCalls: [{ name: "write_file", args: { file_path: NOTES_PATH, content: NOTES } }] },
        { content: `Notes saved to ${NOTES_PATH}: 4 findings, 2 sources.` },
      ],
    },
    {
      name: "writer",
      description: "Writes a report from notes in a file",
      prompt: "You are a writer. Read the notes with read_file, write the report with write_file, and reply with one line.",
      tools: [],
      script: [
        { toolCalls: [{ name: "read_file", args: { file_path: NOTES_PATH } }] },
        { toolCalls: [{ name: "write_file", args: { file_path: REPORT_PATH, content: REPORT } }] },
        { content: `Report written to ${REPORT_PATH}: 3 paragraphs and the sources.` },
      ],
    },
  ],
  tools: [{ name: "search", description: "Search the web", result: SEARCH_RESULT }],
  routerScripts: { "deep-agent": MAIN },
  topologies: ["deep-agent"],
};
