import { SystemMessage, ToolMessage, type AIMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Command, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { runWorker } from "./runWorker";
import { buildReactWorkers } from "./supervisor";
import { LIBRARY_HANDOFF, type BuildContext, type BuiltTopology } from "../types";

const TRANSFER_PREFIX = LIBRARY_HANDOFF.prefix;

type State = typeof MessagesAnnotation.State;

/**
 * Seed 000 part three: the supervisor pattern hand-rolled as a `StateGraph` on the real runtime.
 * The supervisor node reads its model's reply and returns `Command({ goto, update })`; each worker
 * node runs its ReAct agent on the shared messages and hands control back with another `Command`.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  const model = ctx.modelFor(router);
  const workers = buildReactWorkers(ctx);
  const workerNames = workers.map((worker) => worker.name as string);

  async function supervisorNode(state: State, config: RunnableConfig): Promise<Command> {
    // The prompt goes in front of what the model sees only; it never enters the shared state.
    const prompt = scenario.router.prompt ? [new SystemMessage(scenario.router.prompt)] : [];
    const reply = (await model.invoke([...prompt, ...state.messages], config)) as AIMessage;
    const call = reply.tool_calls?.[0];
    if (!call) return new Command({ goto: END, update: { messages: [reply] } });
    const target = call.name.startsWith(TRANSFER_PREFIX) ? call.name.slice(TRANSFER_PREFIX.length) : call.name;
    return new Command({
      goto: target,
      update: {
        messages: [reply, new ToolMessage({ content: `Successfully transferred to ${target}`, tool_call_id: call.id ?? "", name: call.name })],
      },
    });
  }

  // Without `ends` the runtime cannot see where a Command may go, so compile() rejects the graph.
  const ends = (targets: string[]) => (knobs.declareEnds ? { ends: targets } : {});
  const builder = new StateGraph(MessagesAnnotation).addNode(router, supervisorNode, ends([...workerNames, END]));
  for (const agent of workers) {
    const name = agent.name as string;
    const workerNode = async (state: State, config: RunnableConfig): Promise<Command> => {
      const produced = await runWorker(agent, state.messages, config);
      return new Command({ goto: router, update: { messages: produced } });
    };
    // `subgraphs` lets getGraphAsync({ xray: true }) draw the agent's inner nodes.
    builder.addNode(name, workerNode, { subgraphs: [agent], ...ends([router]) });
  }
  const graph = builder.addEdge(START, router).compile({ checkpointer: ctx.checkpointer });
  return { graph, router };
}
