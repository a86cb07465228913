import { assistantScript, ROUTER_ASSISTANT, ROUTER_TOOL } from "../../topologies/routerFanoutAssistant";
import { addStateGraphImports, options, type TopologyWriter } from "../context";
import { engineCode } from "../inline";
import { literal, str } from "../escape";

/**
 * The docs' router: `classify` (a function-calling tool parsed with a zod schema), one `Send` per
 * chosen specialist, then `synthesize`; with `routerAsTool`, that workflow as the one tool of a
 * conversational `createAgent` (the docs' stateful router).
 */
export const routerFanoutCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  const lonePasses = scenario.router.synthesizes === "several-answers";
  addStateGraphImports(ctx.imports)
    .add("@langchain/langgraph", "Send")
    .add("@langchain/core/utils/json_schema", "toJsonSchema")
    .add("langchain", "createAgent");
  const roster = scenario.agents.map((agent) => `- ${agent.name}: ${agent.description}`).join("\n");
  const classifyPrompt = `${scenario.router.prompt ?? ""}\nDecide which specialists to consult and give each a targeted sub-question. Return only the relevant ones.\n\nSpecialists:\n${roster}`.trim();
  const specialists = scenario.agents
    .map((agent) => `  { name: ${str(agent.name)}, agent: createAgent({ ${options({ model: ctx.model(agent.name), tools: ctx.tools(agent.name), name: str(agent.name), systemPrompt: agent.prompt === undefined ? undefined : str(agent.prompt) }, "").replace(/\n/g, " ")} }) },`)
    .join("\n");
  const workflow = `${engineCode({ "topologies/graphs/routerFanout.ts": ["RouterState", "State"] }, ctx.imports)}

const specialists = [
${specialists}
];
const names = specialists.map((specialist) => specialist.name);
const routerModel = ${ctx.model(router)};
const schema = z.object({ classifications: z.array(z.object({ agent: z.enum(names as [string, ...string[]]), query: z.string() })) });
// The docs call withStructuredOutput(schema); core's base version of it (which a model without its own
// inherits) accepts only an AIMessageChunk reply, so classify binds the same function-calling tool itself.
const classifier = routerModel.bindTools([{ type: "function", function: { name: "classify", description: "Which specialists to consult, each with its sub-question.", parameters: toJsonSchema(schema) } }]);
const classifyPrompt = ${str(classifyPrompt)};

const text = (message?: BaseMessage) => (typeof message?.content === "string" ? message.content : JSON.stringify(message?.content ?? ""));
const lastHumanText = (messages: BaseMessage[]) => text(messages.findLast((message) => message.getType() === "human")) ;

async function classify(state: State, config: RunnableConfig): Promise<Partial<State>> {
  const reply = await classifier.invoke([new SystemMessage(classifyPrompt), new HumanMessage(lastHumanText(state.messages))], config);
  const call = reply.tool_calls?.find((candidate) => candidate.name === "classify");
  if (!call) throw new Error("The router's model did not call classify.");
  return { classifications: schema.parse(call.args).classifications, results: [] };
}

// One Send per classification: the chosen specialists run in the same superstep.
function fanOut(state: State) {
  if (!state.classifications.length) return "synthesize";
  return state.classifications.map((classification) => new Send(classification.agent, ${lonePasses ? "{ ...classification, alone: state.classifications.length === 1 }" : "classification"}));
}

async function synthesize(state: State, config: RunnableConfig): Promise<Partial<State>> {
  const query = lastHumanText(state.messages);
  const formatted = state.results.map((r) => \`From \${r.agent}:\\n\${r.result}\`).join("\\n\\n");
  const reply = await routerModel.invoke([new SystemMessage(\`Synthesize these results to answer the original question: "\${query}"\`), new HumanMessage(formatted || "No specialist was consulted.")], config);
  return { finalAnswer: text(reply), messages: [new AIMessage({ id: reply.id, content: text(reply), name: ${str(router)} })] };
}

const builder = new StateGraph<typeof RouterState.spec, State, Partial<State>, string>(RouterState).addNode("classify", classify).addNode("synthesize", synthesize);
${lonePasses ? `for (const { name, agent } of specialists) {
  // A Send node receives its classification, not the shared state. A lone answer goes to the user as it is.
  const node = async (input: unknown, config: RunnableConfig): Promise<Partial<State>> => {
    const result = await agent.invoke({ messages: [new HumanMessage((input as Classification).query)] }, config);
    const answer = text(result.messages.at(-1));
    const lone = (input as { alone?: boolean }).alone ? { finalAnswer: answer, messages: [new AIMessage({ id: result.messages.at(-1)?.id, content: answer, name })] } : {};
    return { results: [{ agent: name, result: answer }], ...lone };
  };
  builder.addNode(name, node, { subgraphs: [agent.graph] }).addConditionalEdges(name, (state: State) => (state.classifications.length === 1 ? END : "synthesize"), ["synthesize", END]);
}` : `for (const { name, agent } of specialists) {
  // A Send node receives its classification, not the shared state.
  const node = async (input: unknown, config: RunnableConfig): Promise<Partial<State>> => {
    const result = await agent.invoke({ messages: [new HumanMessage((input as Classification).query)] }, config);
    return { results: [{ agent: name, result: text(result.messages.at(-1)) }] };
  };
  builder.addNode(name, node, { subgraphs: [agent.graph] }).addEdge(name, "synthesize");
}`}
const workflow = builder.addEdge(START, "classify").addConditionalEdges("classify", fanOut, [...names, "synthesize"]).addEdge("synthesize", END);`;
  if (!knobs.routerAsTool) return { code: `${workflow}\n\nconst graph = workflow.compile({ checkpointer: new MemorySaver() });` };
  const script = assistantScript(scenario);
  return {
    code: `${workflow}

// routerAsTool: the docs' stateful router, the workflow as one tool of a conversational agent that keeps the thread.
const compiledWorkflow = workflow.compile();
const askRouter = tool(
  async ({ query }, config: RunnableConfig) => (await compiledWorkflow.invoke({ messages: [new HumanMessage(query)] }, config)).finalAnswer,
  { name: ${str(ROUTER_TOOL)}, description: "Route a request to the specialists and get their combined answer.", schema: z.object({ query: z.string() }) },
);
// Each turn the assistant passes the user's words on, then relays the workflow's answer.
const assistantScript: ScriptedReply[] = ${literal(script)};
const graph = createAgent({
${options({ model: `new ScriptedChatModel(${str(ROUTER_ASSISTANT)}, assistantScript)`, tools: "[askRouter]", name: str(ROUTER_ASSISTANT), systemPrompt: str(`You are a helpful assistant. Use ${ROUTER_TOOL} to get work done by the specialists.`), checkpointer: "new MemorySaver()" }, "  ")}
});`,
  };
};
