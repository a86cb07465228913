import { ACTIVE_AGENT_KEY, STEP_KEY } from "../../topologies/handoffStateKeys";
import { LIBRARY_HANDOFF } from "../../topologies/types";
import { options, type CodeContext, type TopologyWriter } from "../context";
import { literal, str } from "../escape";

/** The router and every specialist: name, prompt and the tools of its own (handoff tools come on top). */
function members(ctx: CodeContext): string {
  const { scenario } = ctx;
  const rows = [
    `  { name: ${str(scenario.router.name)}, prompt: ${literal(scenario.router.prompt ?? null)}, tools: [] },`,
    ...scenario.agents.map((agent) => `  { name: ${str(agent.name)}, prompt: ${literal(agent.prompt ?? null)}, tools: ${ctx.tools(agent.name)} },`),
  ];
  return `// The router and the specialists; each also gets a ${LIBRARY_HANDOFF.prefix}<agent> tool for every specialist but itself.
const members = [
${rows.join("\n")}
];
const specialists = ${literal(scenario.agents.map(({ name, description }) => ({ name, description })))};`;
}

/**
 * The docs' recommended handoffs: one `createAgent` whose middleware swaps system prompt, tools and
 * model by a `currentStep` state field that the `transfer_to_<agent>` tools set with a `Command`.
 */
export const handoffsCode: TopologyWriter = (ctx) => {
  const router = ctx.scenario.router.name;
  ctx.imports
    .add("langchain", "createAgent", "createMiddleware")
    .add("@langchain/core/messages", "SystemMessage", "ToolMessage")
    .add("@langchain/core/tools", "type ToolRuntime")
    .add("@langchain/langgraph", "MemorySaver");
  return {
    code: `${members(ctx)}

// Each transfer tool sets ${STEP_KEY} with a Command (and answers its own call).
const transfers = new Map(
  specialists.map((agent) => [
    agent.name,
    tool(
      async (_input: unknown, runtime: ToolRuntime) =>
        new Command({
          update: {
            ${STEP_KEY}: agent.name,
            messages: [new ToolMessage({ content: \`Transferred to \${agent.name}\`, tool_call_id: runtime.toolCallId ?? "", name: \`${LIBRARY_HANDOFF.prefix}\${agent.name}\` })],
          },
        }),
      { name: \`${LIBRARY_HANDOFF.prefix}\${agent.name}\`, description: \`Transfer to \${agent.name}: \${agent.description}\`, schema: z.object({}) },
    ),
  ]),
);
const steps = new Map(
  members.map((member) => [
    member.name,
    {
      prompt: member.prompt,
      tools: [...member.tools, ...[...transfers].filter(([name]) => name !== member.name).map(([, transfer]) => transfer)],
      model: new ScriptedChatModel(member.name, scripts[member.name]),
    },
  ]),
);

// Before every model call: the current step's prompt, tools and model.
const stepConfig = createMiddleware({
  name: "StepConfig",
  stateSchema: z.object({ ${STEP_KEY}: z.string().default(${str(router)}) }),
  wrapModelCall: async (request, handler) => {
    const step = steps.get(String((request.state as Record<string, unknown>).${STEP_KEY} ?? ${str(router)})) ?? steps.get(${str(router)})!;
    return handler({ ...request, systemMessage: new SystemMessage(step.prompt ?? ""), tools: step.tools, model: step.model });
  },
});

// Every tool a step may offer is registered up front: the middleware only picks among them.
const allTools = [...new Set([...steps.values()].flatMap((step) => step.tools))];
const graph = createAgent({
${options({ model: `steps.get(${str(router)})!.model`, tools: "allTools", middleware: "[stepConfig]", name: str(router), checkpointer: "new MemorySaver()" }, "  ")}
});`,
  };
};

/**
 * The docs' "multiple agent subgraphs": each agent a `createAgent` node of a parent `StateGraph`; a
 * transfer tool returns `Command({ goto, graph: Command.PARENT })` with only its AI message and answer.
 */
export const handoffsSubgraphsCode: TopologyWriter = (ctx) => {
  const router = ctx.scenario.router.name;
  ctx.imports
    .add("langchain", "createAgent")
    .add("@langchain/core/messages", "ToolMessage")
    .add("@langchain/core/tools", "type ToolRuntime")
    .add("@langchain/core/runnables", "type RunnableConfig")
    .add("@langchain/langgraph", "Annotation", "END", "MemorySaver", "MessagesAnnotation", "START", "StateGraph");
  return {
    code: `${members(ctx)}

const HandoffState = Annotation.Root({
  ...MessagesAnnotation.spec,
  ${ACTIVE_AGENT_KEY}: Annotation<string | undefined>({ reducer: (current, next) => next ?? current }),
});
type State = typeof HandoffState.State;

// A transfer moves the parent graph to the agent, carrying only the handing-off AI message and its answer.
const transfers = new Map(
  specialists.map((agent) => [
    agent.name,
    tool(
      async (_input: unknown, runtime: ToolRuntime) => {
        // The tool runtime carries the calling agent's state, so no getCurrentTaskInput() is needed.
        const messages = ((runtime.state as { messages?: unknown[] } | undefined)?.messages ?? []) as unknown[];
        const handingOff = [...messages].reverse().find((message): message is AIMessage => AIMessage.isInstance(message));
        const answer = new ToolMessage({ content: \`Transferred to \${agent.name}\`, tool_call_id: runtime.toolCallId ?? "", name: \`${LIBRARY_HANDOFF.prefix}\${agent.name}\` });
        return new Command({ goto: agent.name, graph: Command.PARENT, update: { ${ACTIVE_AGENT_KEY}: agent.name, messages: handingOff ? [handingOff, answer] : [answer] } });
      },
      { name: \`${LIBRARY_HANDOFF.prefix}\${agent.name}\`, description: \`Transfer to \${agent.name}: \${agent.description}\`, schema: z.object({}) },
    ),
  ]),
);
const names = members.map((member) => member.name);

// After an agent: a plain AI answer ends the turn, otherwise the active agent goes on.
const routeAfter = (state: State): string => {
  const last = state.messages.at(-1);
  if (last && AIMessage.isInstance(last) && !last.tool_calls?.length) return END;
  return state.${ACTIVE_AGENT_KEY} ?? ${str(router)};
};

const builder = new StateGraph<typeof HandoffState.spec, State, Partial<State>, string>(HandoffState);
for (const member of members) {
  const tools = [...member.tools, ...[...transfers].filter(([name]) => name !== member.name).map(([, transfer]) => transfer)];
  const agent = createAgent({ model: new ScriptedChatModel(member.name, scripts[member.name]), tools, name: member.name, systemPrompt: member.prompt ?? undefined });
  const node = async (state: State, config: RunnableConfig) => ({ messages: (await agent.invoke({ messages: state.messages }, config)).messages });
  builder.addNode(member.name, node, { subgraphs: [agent.graph], ends: names });
}
// A new turn starts at the agent that was active.
builder.addConditionalEdges(START, (state: State) => state.${ACTIVE_AGENT_KEY} ?? ${str(router)}, names);
for (const name of names) builder.addConditionalEdges(name, routeAfter, [...names, END]);
const graph = builder.compile({ checkpointer: new MemorySaver() });`,
  };
};
