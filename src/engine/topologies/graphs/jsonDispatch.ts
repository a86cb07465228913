import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { dispatchPrompt, judgeDispatch, maxIterAnswer } from "../jsonProtocol";
import { buildReactWorkers } from "./supervisor";
import type { BuildContext, BuiltTopology } from "../types";
import { namedReply } from "./namedReply";
import { runWorker } from "./runWorker";

/** Seed 004's end marker: the supervisor's `next` when the run should stop. */
export const END_MARKER = "__END__";

/** Seed 004's three-field blackboard (plus `next`, which the conditional edge reads). */
const DispatchState = Annotation.Root({
  ...MessagesAnnotation.spec,
  // Replaced whole on each dispatch, so every step's record shows the full history so far.
  dispatch_history: Annotation<string[]>({ reducer: (_old, next) => next, default: () => [] }),
  final_answer: Annotation<string | null>({ reducer: (_old, next) => next, default: () => null }),
  next: Annotation<string | null>({ reducer: (_old, next) => next, default: () => null }),
});

type State = typeof DispatchState.State;

/**
 * Seed 004's hand-written JSON-dispatch supervisor on the real runtime: a `StateGraph` whose
 * supervisor node asks its model for `{"next": ...}` or `{"final_answer": ...}`, with a hard
 * `max_iter` stop checked before the model is asked, and an unknown specialist ending the run.
 * Specialists are prebuilt ReAct agents that report back to the supervisor over plain edges.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  const model = ctx.modelFor(router);
  const specialists = buildReactWorkers(ctx);
  const names = specialists.map((agent) => agent.name as string);
  const prompt = dispatchPrompt(names);
  let stops = 0;

  const stop = (text: string) =>
    // The explanation goes into the history so the user reads why the run ended.
    new AIMessage({ id: `${router}-stop-${++stops}`, name: router, content: text });

  async function supervisorNode(state: State, config: RunnableConfig): Promise<Partial<State>> {
    const history = state.dispatch_history ?? [];
    // The hard gate: checked before the model is asked, so no prompt can talk past it.
    if (history.length >= knobs.maxIter) {
      const answer = maxIterAnswer(knobs.maxIter);
      return { final_answer: answer, next: END_MARKER, messages: [stop(answer)] };
    }
    const input: BaseMessage[] = [
      new SystemMessage(prompt),
      ...state.messages,
      // A user-role note, not a second system message: some providers accept system text only first.
      new HumanMessage(`dispatch_history: ${JSON.stringify(history)}`),
    ];
    // Named like createReactAgent names its replies, so the history shows who spoke.
    const reply = namedReply((await model.invoke(input, config)) as AIMessage, router);
    const verdict = judgeDispatch(reply.text, names);
    if (verdict.kind === "final") return { final_answer: verdict.answer, next: END_MARKER, messages: [reply] };
    if (verdict.kind === "invalid") {
      return { final_answer: verdict.explanation, next: END_MARKER, messages: [reply, stop(verdict.explanation)] };
    }
    return { next: verdict.specialist, dispatch_history: [...history, verdict.specialist], messages: [reply] };
  }

  const builder = new StateGraph(DispatchState).addNode(router, supervisorNode);
  for (const agent of specialists) {
    const name = agent.name as string;
    const specialistNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
      return { messages: await runWorker(agent, state.messages, config) };
    };
    builder.addNode(name, specialistNode, { subgraphs: [agent] }).addEdge(name, router);
  }
  const routes = Object.fromEntries([...names.map((name) => [name, name]), [END_MARKER, END]]);
  builder
    .addEdge(START, router)
    .addConditionalEdges(router, (state: State) => (!state.next || state.next === END_MARKER ? END_MARKER : state.next), routes);
  const graph = builder.compile({ checkpointer: ctx.checkpointer });
  return {
    graph,
    router,
    // Each user turn starts a fresh dispatch loop: history and answer are reset, messages accumulate.
    inputFor: (turn, text) => ({
      messages: [new HumanMessage({ id: `user-turn-${turn + 1}`, content: text })],
      dispatch_history: [],
      final_answer: null,
      next: null,
    }),
  };
}
