import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { extractJson } from "../jsonProtocol";
import { criticPlan, criticValidate, decisionFrom, describeDecision, unsure, type RouteDecision, type RoutePlan } from "../routerCritic";
import type { BuildContext, BuiltTopology } from "../types";
import { namedReply } from "./namedReply";
import { routerPrompt } from "../routerPrompt";

/** The name of the deterministic node that checks the router's answer. */
export const CRITIC = "critic";

const replace = <T>(fallback: () => T) => Annotation<T>({ reducer: (_old, next) => next, default: fallback });

const RouterState = Annotation.Root({
  ...MessagesAnnotation.spec,
  /** The JSON the router's model answered, as parsed, before the critic (null: not JSON). */
  proposal: replace<Record<string, unknown> | null>(() => null),
  /** The critic's single-step verdict (null for a plan). */
  decision: replace<RouteDecision | null>(() => null),
  /** The critic's plan: the valid prefix of a multi-step proposal (null for a single step). */
  plan: replace<RoutePlan | null>(() => null),
});

type State = typeof RouterState.State;

/**
 * Seed 004's router on the real runtime: a router node asks its model once per request (it sees
 * only the system prompt and that request) for a JSON decision record; a critic node checks it
 * against the registry and the confidence threshold, and cuts a multi-step plan at its first bad
 * step. The graph has no worker nodes: routing only suggests, it executes nothing.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  const model = ctx.modelFor(router);
  const registry = scenario.agents.map((agent) => agent.name);
  const prompt = routerPrompt(scenario.agents);
  let verdicts = 0;

  async function routerNode(state: State, config: RunnableConfig): Promise<Partial<State>> {
    const request = state.messages.at(-1) as BaseMessage;
    // One-shot: the model sees the prompt and this request only, never the earlier turns.
    // Named like createReactAgent names its replies, so the history shows who spoke.
    const reply = namedReply((await model.invoke([new SystemMessage(prompt), new HumanMessage(request.text)], config)) as AIMessage, router);
    return { proposal: extractJson(reply.text) ?? null, messages: [reply] };
  }

  function criticNode(state: State): Partial<State> {
    const parsed = state.proposal;
    const say = (content: string) => new AIMessage({ id: `${CRITIC}-verdict-${++verdicts}`, name: CRITIC, content });
    if (parsed && Array.isArray(parsed.steps)) {
      const plan = criticPlan(parsed.steps, registry, knobs.confidenceThreshold);
      const kept = plan.steps.map((step, i) => `${i + 1}. ${step.agent} (${step.confidence.toFixed(2)})`).join(" → ") || "(无)";
      const cut = plan.cutAt === null ? "全部通过" : plan.cutReason;
      return { plan, decision: null, messages: [say(`计划（只建议，不执行）: ${kept} · ${cut}`)] };
    }
    const decision = parsed ? criticValidate(decisionFrom(parsed), registry, knobs.confidenceThreshold) : unsure("LLM 输出非 JSON · skip");
    return { decision, plan: null, messages: [say(describeDecision(decision))] };
  }

  const graph = new StateGraph(RouterState)
    .addNode(router, routerNode)
    .addNode(CRITIC, criticNode)
    .addEdge(START, router)
    .addEdge(router, CRITIC)
    .addEdge(CRITIC, END)
    .compile({ checkpointer: ctx.checkpointer });
  return {
    graph,
    router,
    inputFor: (turn, text) => ({
      messages: [new HumanMessage({ id: `user-turn-${turn + 1}`, content: text })],
      proposal: null,
      decision: null,
      plan: null,
    }),
  };
}
