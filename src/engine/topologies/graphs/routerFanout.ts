import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { tool } from "@langchain/core/tools";
import { Annotation, END, MessagesAnnotation, Send, START, StateGraph } from "@langchain/langgraph";
import { createAgent } from "langchain";
import { z } from "zod";
import { toJsonSchema } from "@langchain/core/utils/json_schema";
import { ScriptedChatModel } from "../../model/scriptedChatModel";
import { contentAsText } from "../../trace/serialize";
import { specialists } from "./handoffTools";
import { assistantScript, ROUTER_ASSISTANT, ROUTER_TOOL } from "../routerFanoutAssistant";
import type { BuildContext, BuiltTopology, RunnableGraph } from "../types";

/** Name of the structured output the classify step asks its model for. */
export const CLASSIFY_OUTPUT = "classify";
/** Group id under which the stateful variant's diagram draws the workflow. */
const WORKFLOW_GROUP = "router_workflow";

interface Classification {
  agent: string;
  query: string;
}

interface AgentResult {
  agent: string;
  result: string;
}

const RouterState = Annotation.Root({
  ...MessagesAnnotation.spec,
  classifications: Annotation<Classification[]>({ reducer: (_current, next) => next, default: () => [] }),
  // Each fan-out branch appends its result; a new request starts the list afresh (see classify).
  results: Annotation<AgentResult[]>({ reducer: (current, next) => (next.length ? [...current, ...next] : []), default: () => [] }),
  finalAnswer: Annotation<string>({ reducer: (_current, next) => next, default: () => "" }),
});

type State = typeof RouterState.State;

function lastHumanText(messages: readonly BaseMessage[]): string {
  const human = [...messages].reverse().find((message) => message.getType() === "human");
  return human ? contentAsText(human.content) : "";
}

/**
 * The docs' router workflow (their knowledge-base tutorial): `classify` asks the router model for a
 * structured list of `{ agent, query }`, a conditional edge turns each into a `Send` so the chosen
 * agents (`createAgent`) run in parallel on their own sub-question, and `synthesize` has the router
 * model combine their results into one answer. A scenario whose router synthesizes only several
 * answers (`router.synthesizes`) hands a lone specialist's answer to the user as it is, as the docs'
 * per-call breakdowns draw it.
 */
function buildWorkflow(ctx: BuildContext) {
  const { scenario } = ctx;
  const router = scenario.router.name;
  const model = ctx.modelFor(router);
  const agents = specialists(ctx);
  const names = agents.map((agent) => agent.name);
  const schema = z.object({ classifications: z.array(z.object({ agent: z.enum(names as [string, ...string[]]), query: z.string() })) });
  // The docs call `withStructuredOutput(schema)`. Core's base implementation of it, which any model
  // without its own inherits, accepts only an AIMessageChunk reply (providers override it); so the
  // step binds the same function-calling tool itself and parses the call's args with the same schema.
  const classifier = model.bindTools([{ type: "function", function: { name: CLASSIFY_OUTPUT, description: "Which specialists to consult, each with its sub-question.", parameters: toJsonSchema(schema) } }]);
  const roster = agents.map((agent) => `- ${agent.name}: ${agent.description}`).join("\n");
  const classifyPrompt = `${scenario.router.prompt ?? ""}\nDecide which specialists to consult and give each a targeted sub-question. Return only the relevant ones.\n\nSpecialists:\n${roster}`.trim();

  async function classify(state: State, config: RunnableConfig): Promise<Partial<State>> {
    const reply = (await classifier.invoke([new SystemMessage(classifyPrompt), new HumanMessage(lastHumanText(state.messages))], config)) as AIMessage;
    const call = reply.tool_calls?.find((candidate) => candidate.name === CLASSIFY_OUTPUT);
    // A reply without the call, or with args that do not fit, fails the run loudly, as the docs' parser would.
    if (!call) throw new Error(`The router's model did not call ${CLASSIFY_OUTPUT}.`);
    return { classifications: schema.parse(call.args).classifications, results: [] };
  }

  function fanOut(state: State): Send[] | typeof END {
    if (!state.classifications.length) return "synthesize" as typeof END;
    const alone = state.classifications.length === 1;
    return state.classifications.map((c) => new Send(c.agent, { ...c, alone }));
  }

  async function synthesize(state: State, config: RunnableConfig): Promise<Partial<State>> {
    const query = lastHumanText(state.messages);
    const formatted = state.results.map((r) => `From ${r.agent}:\n${r.result}`).join("\n\n");
    const reply = (await model.invoke(
      [new SystemMessage(`Synthesize these results to answer the original question: "${query}"`), new HumanMessage(formatted || "No specialist was consulted.")],
      config,
    )) as AIMessage;
    const text = contentAsText(reply.content);
    return { finalAnswer: text, messages: [new AIMessage({ id: reply.id, content: text, name: router })] };
  }

  // Node names come from the scenario, so the builder is typed with plain string node names.
  const lonePasses = scenario.router.synthesizes === "several-answers";
  const afterSpecialist = (state: State): string => (lonePasses && state.classifications.length === 1 ? END : "synthesize");
  const builder = new StateGraph<typeof RouterState.spec, State, Partial<State>, string>(RouterState).addNode("classify", classify).addNode("synthesize", synthesize);
  for (const spec of agents) {
    const agent = createAgent({ model: ctx.modelFor(spec.name), tools: ctx.toolsFor(spec.name), name: spec.name, systemPrompt: spec.prompt });
    // A Send node receives the Send's payload (its classification), not the shared state.
    const node = async (input: unknown, config: RunnableConfig): Promise<Partial<State>> => {
      const { query } = input as Classification;
      const result = await agent.invoke({ messages: [new HumanMessage(query)] }, config);
      const last = result.messages.at(-1);
      const text = last ? contentAsText(last.content) : "";
      const answer: Partial<State> = lonePasses && (input as { alone?: boolean }).alone ? { finalAnswer: text, messages: [new AIMessage({ id: last?.id, content: text, name: spec.name })] } : {};
      return { results: [{ agent: spec.name, result: text }], ...answer };
    };
    builder.addNode(spec.name, node, { subgraphs: [agent.graph] });
    if (lonePasses) builder.addConditionalEdges(spec.name, afterSpecialist, ["synthesize", END]);
    else builder.addEdge(spec.name, "synthesize");
  }
  return builder
    .addEdge(START, "classify")
    .addConditionalEdges("classify", fanOut, [...names, "synthesize"])
    .addEdge("synthesize", END);
}

/**
 * The stateful router of the docs: a conversational `createAgent` keeps the thread (checkpointer) and
 * calls the stateless workflow as one tool; the tool's config makes the workflow a child of this run,
 * so its steps stream under the tool's namespace, which the run relabels as the workflow group.
 */
function buildStateful(ctx: BuildContext): BuiltTopology {
  const scripted = ctx.modelFor(ROUTER_ASSISTANT);
  const assistantModel = new ScriptedChatModel({
    agent: ROUTER_ASSISTANT,
    script: assistantScript(ctx.scenario),
    recorder: scripted.recorder,
    strictness: scripted.strictness,
  });
  const workflow = buildWorkflow(ctx).compile();
  const labels = new Map<string, string>();
  const askRouter = tool(
    async ({ query }, config: RunnableConfig) => {
      const segment = String(config.configurable?.checkpoint_ns ?? "").split("|").at(-1);
      if (segment) labels.set(segment, WORKFLOW_GROUP);
      const result = await workflow.invoke({ messages: [new HumanMessage(query)] }, config);
      return result.finalAnswer;
    },
    { name: ROUTER_TOOL, description: "Route a request to the specialists and get their combined answer.", schema: z.object({ query: z.string() }) },
  );
  const assistant = createAgent({
    model: assistantModel,
    tools: [askRouter],
    name: ROUTER_ASSISTANT,
    systemPrompt: `You are a helpful assistant. Use ${ROUTER_TOOL} to get work done by the specialists.`,
    checkpointer: ctx.checkpointer,
  });
  return {
    graph: assistant as unknown as RunnableGraph,
    router: ctx.scenario.router.name,
    attachedGraphs: [{ id: WORKFLOW_GROUP, graph: workflow as unknown as RunnableGraph, via: "tools", label: ROUTER_TOOL }],
    namespaceLabels: labels,
  };
}

/** Router with fan-out: classify, `Send` to the chosen agents in parallel, synthesize; or, with `routerAsTool`, that workflow as a tool of a conversational agent. */
export function build(ctx: BuildContext): BuiltTopology {
    if (ctx.knobs.routerAsTool) return buildStateful(ctx);
    const graph = buildWorkflow(ctx).compile({ checkpointer: ctx.checkpointer });
    return { graph: graph as unknown as RunnableGraph, router: ctx.scenario.router.name };
}
