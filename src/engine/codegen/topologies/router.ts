import { addStateGraphImports, type TopologyWriter } from "../context";
import { literal, num, str } from "../escape";
import { routerPrompt } from "../../topologies/routerPrompt";
import { engineCode } from "../inline";

/** Seed 004's one-shot router: a JSON decision record, checked by a critic node; nothing executes. */
export const routerCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  addStateGraphImports(ctx.imports);
  return {
    code: `${engineCode({ "topologies/jsonProtocol.ts": ["extractJson"], "topologies/routerCritic.ts": ["decisionFrom", "unsure", "criticValidate", "criticPlan", "describeDecision"], "topologies/graphs/router.ts": ["RouterState", "State"] }, ctx.imports)}

const registry = ${literal(scenario.agents.map((agent) => agent.name))};
const threshold = ${num(knobs.confidenceThreshold)};
const prompt = ${str(routerPrompt(scenario.agents))};


const routerModel = ${ctx.model(router)};
let verdicts = 0;

async function routerNode(state: State, config: RunnableConfig): Promise<Partial<State>> {
  // One-shot: the model sees the prompt and this request only, never the earlier turns.
  const request = state.messages.at(-1)!;
  const raw = await routerModel.invoke([new SystemMessage(prompt), new HumanMessage(request.text)], config);
  const reply = new AIMessage({ id: raw.id, content: raw.content, tool_calls: raw.tool_calls, name: ${str(router)} });
  return { proposal: extractJson(reply.text) ?? null, messages: [reply] };
}

function criticNode(state: State): Partial<State> {
  const parsed = state.proposal;
  const say = (content: string) => new AIMessage({ id: \`critic-verdict-\${++verdicts}\`, name: "critic", content });
  if (parsed && Array.isArray(parsed.steps)) {
    const plan = criticPlan(parsed.steps, registry, threshold);
    const kept = plan.steps.map((step, i) => \`\${i + 1}. \${step.agent} (\${step.confidence.toFixed(2)})\`).join(" → ") || "(无)";
    const cut = plan.cutAt === null ? "全部通过" : plan.cutReason;
    return { plan, decision: null, messages: [say(\`计划（只建议，不执行）: \${kept} · \${cut}\`)] };
  }
  const decision = parsed ? criticValidate(decisionFrom(parsed), registry, threshold) : unsure("LLM 输出非 JSON · skip");
  return { decision, plan: null, messages: [say(describeDecision(decision))] };
}

const graph = new StateGraph(RouterState)
  .addNode(${str(router)}, routerNode)
  .addNode("critic", criticNode)
  .addEdge(START, ${str(router)})
  .addEdge(${str(router)}, "critic")
  .addEdge("critic", END)
  .compile({ checkpointer: new MemorySaver() });`,
    inputFor: `  return { messages: [new HumanMessage({ id: \`user-turn-\${turn + 1}\`, content: text })], proposal: null, decision: null, plan: null };`,
  };
};
