import { LIBRARY_HANDOFF } from "../../topologies/types";
import type { TopologyWriter } from "../context";
import { str } from "../escape";
import { reactWorkers } from "./supervisor";

/**
 * Explicit fan-out / fan-in: each `transfer_to_<agent>` call of the router's reply becomes a
 * `Send(<agent>, task)`, so the workers run in one superstep and each answers its own tool call.
 */
export const supervisorSendCode: TopologyWriter = (ctx) => {
  const { scenario } = ctx;
  const router = scenario.router.name;
  ctx.imports
    .add("@langchain/langgraph", "END", "MemorySaver", "MessagesAnnotation", "Send", "START", "StateGraph")
    .add("@langchain/core/messages", "SystemMessage", "ToolMessage")
    .add("@langchain/core/runnables", "type RunnableConfig");
  return {
    code: `type State = typeof MessagesAnnotation.State;
type WorkerTask = { call: { id?: string; name: string; args: Record<string, unknown> }; request: string };

const workers = [
${reactWorkers(ctx)}
];
const routerModel = ${ctx.model(router)};

async function routerNode(state: State, config: RunnableConfig) {
  // The prompt goes in front of what the model sees only; it never enters the shared state.
  const reply = await routerModel.invoke([${scenario.router.prompt === undefined ? "" : `new SystemMessage(${str(scenario.router.prompt)}), `}...state.messages], config);
  // Named as createReactAgent names its replies, so the history shows who spoke.
  return { messages: [new AIMessage({ id: reply.id, content: reply.content, tool_calls: reply.tool_calls, name: ${str(router)} })] };
}

// One Send per transfer call: all the workers run in the same superstep.
function fanOut(state: State) {
  const last = state.messages.at(-1) as AIMessage;
  const calls = last.tool_calls ?? [];
  if (!calls.length) return END;
  const human = state.messages.findLast((message) => message.getType() === "human");
  const request = typeof human?.content === "string" ? human.content : "";
  return calls.map((call) => new Send(call.name.replace(/^${LIBRARY_HANDOFF.prefix}/, ""), { call, request } satisfies WorkerTask));
}

// Node names are the scenario's agents, so the builder is typed with plain string node names.
const builder = new StateGraph<typeof MessagesAnnotation.spec, State, Partial<State>, string>(MessagesAnnotation)
  .addNode(${str(router)}, routerNode)
  .addEdge(START, ${str(router)})
  .addConditionalEdges(${str(router)}, fanOut, [...workers.map((worker) => worker.name as string), END]);
for (const agent of workers) {
  // A Send node receives the Send's payload, not the shared state; it answers its own tool call.
  const workerNode = async (input: unknown, config: RunnableConfig) => {
    const { call, request } = input as WorkerTask;
    const task = typeof call.args.task === "string" ? call.args.task : request;
    const result = await agent.invoke({ messages: [new HumanMessage(task)] }, config);
    const last = result.messages.at(-1);
    const content = typeof last?.content === "string" ? last.content : JSON.stringify(last?.content ?? "");
    return { messages: [new ToolMessage({ content, tool_call_id: call.id ?? "", name: call.name })] };
  };
  builder.addNode(agent.name as string, workerNode, { subgraphs: [agent] }).addEdge(agent.name as string, ${str(router)});
}
const graph = builder.compile({ checkpointer: new MemorySaver() });`,
  };
};
