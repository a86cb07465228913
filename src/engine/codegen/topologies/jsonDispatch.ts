import { addStateGraphImports, type TopologyWriter } from "../context";
import { num, str } from "../escape";
import { engineCode } from "../inline";
import { reactWorkers } from "./supervisor";

/** Seed 004's hand-written JSON-dispatch supervisor: `{"next"}` or `{"final_answer"}`, a hard `max_iter`, an unknown specialist ends the run. */
export const jsonDispatchCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  addStateGraphImports(ctx.imports);
  return {
    code: `${engineCode({ "topologies/jsonProtocol.ts": ["dispatchPrompt", "judgeDispatch", "maxIterAnswer"], "topologies/graphs/jsonDispatch.ts": ["END_MARKER", "DispatchState", "State"] }, ctx.imports)}

const maxIter = ${num(knobs.maxIter)};

const specialists = [
${reactWorkers(ctx)}
];
const names = specialists.map((agent) => agent.name as string);
const prompt = dispatchPrompt(names);
const supervisorModel = ${ctx.model(router)};
let stops = 0;
// The explanation goes into the history so the user reads why the run ended.
const stop = (text: string) => new AIMessage({ id: ${str(router)} + \`-stop-\${++stops}\`, name: ${str(router)}, content: text });

async function supervisorNode(state: State, config: RunnableConfig): Promise<Partial<State>> {
  const history = state.dispatch_history ?? [];
  // The hard gate: checked before the model is asked, so no prompt can talk past it.
  if (history.length >= maxIter) {
    const answer = maxIterAnswer(maxIter);
    return { final_answer: answer, next: END_MARKER, messages: [stop(answer)] };
  }
  const input = [new SystemMessage(prompt), ...state.messages, new HumanMessage(\`dispatch_history: \${JSON.stringify(history)}\`)];
  const raw = await supervisorModel.invoke(input, config);
  const reply = new AIMessage({ id: raw.id, content: raw.content, tool_calls: raw.tool_calls, name: ${str(router)} });
  const verdict = judgeDispatch(reply.text, names);
  if (verdict.kind === "final") return { final_answer: verdict.answer, next: END_MARKER, messages: [reply] };
  if (verdict.kind === "invalid") return { final_answer: verdict.explanation, next: END_MARKER, messages: [reply, stop(verdict.explanation)] };
  return { next: verdict.specialist, dispatch_history: [...history, verdict.specialist], messages: [reply] };
}

const builder = new StateGraph(DispatchState).addNode(${str(router)}, supervisorNode);
for (const agent of specialists) {
  // A specialist runs on the shared messages and reports back with what it added.
  const specialistNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
    const result = await agent.invoke({ messages: state.messages }, config);
    const seen = new Set(state.messages.map((message) => message.id));
    return { messages: result.messages.filter((message) => !message.id || !seen.has(message.id)) };
  };
  builder.addNode(agent.name as string, specialistNode, { subgraphs: [agent] }).addEdge(agent.name as string, ${str(router)});
}
const routes = Object.fromEntries([...names.map((name) => [name, name]), [END_MARKER, END]]);
builder.addEdge(START, ${str(router)}).addConditionalEdges(${str(router)}, (state: State) => (!state.next || state.next === END_MARKER ? END_MARKER : state.next), routes);
const graph = builder.compile({ checkpointer: new MemorySaver() });`,
    // Each user turn starts a fresh dispatch loop: history and answer are reset, messages accumulate.
    inputFor: `  return { messages: [new HumanMessage({ id: \`user-turn-\${turn + 1}\`, content: text })], dispatch_history: [], final_answer: null, next: null };`,
  };
};
