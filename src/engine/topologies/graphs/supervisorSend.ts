import { HumanMessage, SystemMessage, ToolMessage, type AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { END, MessagesAnnotation, Send, START, StateGraph } from "@langchain/langgraph";
import { buildReactWorkers } from "./supervisor";
import { LIBRARY_HANDOFF, type BuildContext, type BuiltTopology } from "../types";
import { namedReply } from "./namedReply";

const TRANSFER_PREFIX = LIBRARY_HANDOFF.prefix;

type State = typeof MessagesAnnotation.State;

/** What each `Send` hands its worker: the tool call it answers, and the user's request. */
interface WorkerTask {
  call: { id?: string; name: string; args: Record<string, unknown> };
  request: string;
}

function targetOf(callName: string): string {
  return callName.startsWith(TRANSFER_PREFIX) ? callName.slice(TRANSFER_PREFIX.length) : callName;
}

function lastHumanText(messages: readonly BaseMessage[]): string {
  const human = [...messages].reverse().find((message) => message.getType() === "human");
  return typeof human?.content === "string" ? human.content : "";
}

function finalText(messages: readonly BaseMessage[]): string {
  const last = messages[messages.length - 1];
  return typeof last?.content === "string" ? last.content : JSON.stringify(last?.content ?? "");
}

/**
 * Explicit fan-out / fan-in on the real runtime. The router's model may ask for several
 * `transfer_to_<agent>` calls in one message; a conditional edge turns each call into a
 * `Send(<agent>, task)`, so all those workers run in the same superstep. Each worker runs its ReAct
 * agent on a private input (its task) and answers its own tool call with a `ToolMessage`, so the
 * shared history stays valid for a strict provider. The workers' edges meet at the router, which
 * runs once more with every result in view.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario } = ctx;
  const router = scenario.router.name;
  const model = ctx.modelFor(router);
  const workers = buildReactWorkers(ctx);
  const workerNames = workers.map((worker) => worker.name as string);

  async function routerNode(state: State, config: RunnableConfig): Promise<Partial<State>> {
    // The prompt goes in front of what the model sees only; it never enters the shared state.
    const prompt = scenario.router.prompt ? [new SystemMessage(scenario.router.prompt)] : [];
    // Named like createReactAgent names its replies, so the history shows who spoke.
    const reply = namedReply((await model.invoke([...prompt, ...state.messages], config)) as AIMessage, router);
    return { messages: [reply] };
  }

  function fanOut(state: State): Send[] | typeof END {
    const last = state.messages[state.messages.length - 1] as AIMessage;
    const calls = last.tool_calls ?? [];
    if (!calls.length) return END;
    const request = lastHumanText(state.messages);
    return calls.map((call) => new Send(targetOf(call.name), { call, request } satisfies WorkerTask));
  }

  const builder = new StateGraph(MessagesAnnotation)
    .addNode(router, routerNode)
    .addEdge(START, router)
    .addConditionalEdges(router, fanOut, [...workerNames, END]);
  for (const agent of workers) {
    const name = agent.name as string;
    // A Send node receives the Send's payload, not the shared state.
    const workerNode = async (input: unknown, config: RunnableConfig): Promise<Partial<State>> => {
      const { call, request } = input as WorkerTask;
      const task = typeof call.args.task === "string" ? call.args.task : request;
      // Passing the node's config makes the agent a subgraph of this run, so its inner steps stream.
      const result = await agent.invoke({ messages: [new HumanMessage(task)] }, config);
      const answer = new ToolMessage({ content: finalText(result.messages), tool_call_id: call.id ?? "", name: call.name });
      return { messages: [answer] };
    };
    // `subgraphs` lets getGraphAsync({ xray: true }) draw the agent's inner nodes.
    builder.addNode(name, workerNode, { subgraphs: [agent] }).addEdge(name, router);
  }
  const graph = builder.compile({ checkpointer: ctx.checkpointer });
  return { graph, router };
}
