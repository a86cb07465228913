import { AIMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { createAgent } from "langchain";
import { parentTransferTools, specialists } from "./handoffTools";
import { ACTIVE_AGENT_KEY } from "../handoffStateKeys";
import type { BuildContext, BuiltTopology, RunnableGraph } from "../types";


const HandoffState = Annotation.Root({
  ...MessagesAnnotation.spec,
  [ACTIVE_AGENT_KEY]: Annotation<string | undefined>({ reducer: (current, next) => next ?? current }),
});

type State = typeof HandoffState.State;

/**
 * The docs' "multiple agent subgraphs" handoffs: each agent (`createAgent`) is a node of a parent
 * `StateGraph`; its `transfer_to_<agent>` tool returns `Command({ goto, graph: Command.PARENT })`
 * carrying only the handing-off AI message and the tool's answer. After a node, the graph ends when
 * the last message is a plain AI answer, otherwise it goes to the active agent; a new turn starts at
 * the agent that was active.
 */
export function build(ctx: BuildContext): BuiltTopology {
    const { scenario } = ctx;
    const router = scenario.router.name;
    const transfers = parentTransferTools(ctx, ACTIVE_AGENT_KEY);
    const members = [{ name: router, prompt: scenario.router.prompt, tools: [...transfers.values()] }];
    for (const agent of specialists(ctx)) {
      const handOn = [...transfers].filter(([name]) => name !== agent.name).map(([, transfer]) => transfer);
      members.push({ name: agent.name, prompt: agent.prompt, tools: [...ctx.toolsFor(agent.name), ...handOn] });
    }
    const names = members.map((member) => member.name);
    const routeAfter = (state: State): string => {
      const last = state.messages.at(-1);
      if (last && AIMessage.isInstance(last) && !last.tool_calls?.length) return END;
      return state[ACTIVE_AGENT_KEY] ?? router;
    };
    // Node names come from the scenario, so the builder is typed with plain string node names.
    const builder = new StateGraph<typeof HandoffState.spec, State, Partial<State>, string>(HandoffState);
    for (const member of members) {
      const agent = createAgent({ model: ctx.modelFor(member.name), tools: member.tools, name: member.name, systemPrompt: member.prompt });
      const node = async (state: State, config: RunnableConfig) => {
        // The node's config makes the agent a subgraph of this run, so its inner steps stream.
        const result = await agent.invoke({ messages: state.messages }, config);
        return { messages: result.messages };
      };
      // `subgraphs` lets getGraphAsync({ xray: true }) draw the agent's inner nodes.
      builder.addNode(member.name, node, { subgraphs: [agent.graph], ends: names });
    }
    builder.addConditionalEdges(START, (state: State) => state[ACTIVE_AGENT_KEY] ?? router, names);
    for (const name of names) builder.addConditionalEdges(name, routeAfter, [...names, END]);
    const graph = builder.compile({ checkpointer: ctx.checkpointer });
    return { graph: graph as unknown as RunnableGraph, router };
}
