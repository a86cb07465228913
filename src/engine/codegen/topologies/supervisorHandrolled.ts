import { LIBRARY_HANDOFF } from "../../topologies/types";
import type { TopologyWriter } from "../context";
import { str } from "../escape";
import { reactWorkers } from "./supervisor";

/**
 * Seed 000's hand-rolled supervisor: a `StateGraph` whose supervisor node returns
 * `Command({ goto, update })`, and worker nodes that run their ReAct agent on the shared messages.
 */
export const supervisorHandrolledCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  ctx.imports
    .add("@langchain/langgraph", "END", "MessagesAnnotation", "START", "StateGraph", "MemorySaver")
    .add("@langchain/core/messages", "SystemMessage", "ToolMessage", "type BaseMessage")
    .add("@langchain/core/runnables", "type RunnableConfig");
  const ends = (targets: string) =>
    knobs.declareEnds ? `, { ends: ${targets} }` : "";
  const endsNote = knobs.declareEnds ? "" : "// declareEnds is off: without `ends` the runtime cannot see where a Command may go, so compile() rejects the graph.\n";
  return {
    code: `type State = typeof MessagesAnnotation.State;

const workers = [
${reactWorkers(ctx)}
];
const supervisorModel = ${ctx.model(router)};
${scenario.router.prompt === undefined ? "" : `const supervisorPrompt = ${str(scenario.router.prompt)};\n`}
async function supervisorNode(state: State, config: RunnableConfig) {
  // The prompt goes in front of what the model sees only; it never enters the shared state.
  const reply = await supervisorModel.invoke([${scenario.router.prompt === undefined ? "" : "new SystemMessage(supervisorPrompt), "}...state.messages], config);
  const call = reply.tool_calls?.[0];
  if (!call) return new Command({ goto: END, update: { messages: [reply] } });
  const target = call.name.startsWith(${str(LIBRARY_HANDOFF.prefix)}) ? call.name.slice(${LIBRARY_HANDOFF.prefix.length}) : call.name;
  return new Command({
    goto: target,
    update: { messages: [reply, new ToolMessage({ content: \`Successfully transferred to \${target}\`, tool_call_id: call.id ?? "", name: call.name })] },
  });
}

${endsNote}const builder = new StateGraph(MessagesAnnotation).addNode(${str(router)}, supervisorNode${ends(`[...workers.map((worker) => worker.name as string), END]`)});
for (const agent of workers) {
  // A worker runs on the shared messages and hands back only what it added.
  const workerNode = async (state: State, config: RunnableConfig) => {
    const result = await agent.invoke({ messages: state.messages }, config);
    const seen = new Set(state.messages.map((message: BaseMessage) => message.id));
    return new Command({ goto: ${str(router)}, update: { messages: result.messages.filter((message: BaseMessage) => !message.id || !seen.has(message.id)) } });
  };
  // \`subgraphs\` lets getGraphAsync({ xray: true }) draw the agent's inner nodes.
  builder.addNode(agent.name as string, workerNode, { subgraphs: [agent]${knobs.declareEnds ? `, ends: [${str(router)}]` : ""} });
}
const graph = builder.addEdge(START, ${str(router)}).compile({ checkpointer: new MemorySaver() });`,
  };
};
