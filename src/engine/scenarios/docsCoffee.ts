import type { Knobs } from "../knobs";
import type { Scenario, ScenarioText, ScriptedReply } from "./types";

/**
 * The docs' "One-shot request" and "Repeat request" (LangChain JS multi-agent overview, "Performance comparison"): one
 * specialist, a coffee agent with a buy_coffee tool, and the request "Buy coffee", once or twice on one
 * thread. Every pattern gets the same specialist, tool and prompts; only the wiring differs.
 */

const BUY: ScriptedReply = { toolCalls: [{ name: "buy_coffee", args: { quantity: "1 cup" } }] };
const BOUGHT = "I bought coffee for you.";
const BOUGHT_AGAIN = "I bought coffee for you again.";

/** Per turn, the final word: the specialist's and the coordinator's. */
const ANSWERS = [BOUGHT, BOUGHT_AGAIN];

function perTurn(turns: number, reply: (answer: string, turn: number) => ScriptedReply[]): ScriptedReply[] {
  return ANSWERS.slice(0, turns).flatMap((answer, turn) => reply(answer, turn));
}

/** Each pattern's run, by name, for the narrative's figures (`{calls@skills}`). */
const PATTERN_SETTINGS = {
  subagents: { topology: "subagents" },
  handoffs: { topology: "handoffs" },
  skills: { topology: "skills" },
  router: { topology: "router-fanout" },
  routerTool: { topology: "router-fanout", routerAsTool: true },
  routerBatched: { topology: "router-fanout", flow: "batched" },
} as const satisfies Record<string, Partial<Knobs>>;

function coffeeScenario(id: string, userTurns: string[], prose: { title: ScenarioText; summary: ScenarioText; narrative: ScenarioText[] }): Scenario {
  const turns = userTurns.length;
  const request = (turn: number) => userTurns[turn];
  const handoffMain: ScriptedReply[] = [{ toolCalls: [{ name: "transfer_to_coffee" }] }];
  const classify = (turn: number): ScriptedReply => ({ toolCalls: [{ name: "classify", args: { classifications: [{ agent: "coffee", query: request(turn) }] } }] });
  const routerScripts: Scenario["routerScripts"] = {
    subagents: perTurn(turns, (answer, turn) => [{ toolCalls: [{ name: "ask_coffee", args: { task: request(turn) } }] }, { content: answer }]),
    // The coffee step stays current after turn one (the checkpointer keeps currentStep / activeAgent).
    handoffs: handoffMain,
    "handoffs-subgraphs": handoffMain,
    // Turn two finds the loaded skill still in the conversation and goes straight to buy_coffee.
    skills: perTurn(turns, (answer, turn) => [...(turn === 0 ? [{ toolCalls: [{ name: "load_skill", args: { skill: "coffee" } }] }] : []), BUY, { content: answer }]),
    // As the docs draw it: classify, and the coffee agent's answer goes to the user (`router.synthesizes`).
    "router-fanout": perTurn(turns, (_answer, turn) => [classify(turn)]),
    // Deep Agents: the coffee specialist is a subagent the main agent reaches through `task`, fresh each turn.
    "deep-agent": perTurn(turns, (answer, turn) => [{ toolCalls: [{ name: "task", args: { description: request(turn), subagent_type: "coffee" } }] }, { content: answer }]),
  };
  const router = { name: "main", prompt: "You are the main assistant. Use the coffee specialist for anything about buying coffee." };
  return {
    id,
    ...prose,
    userTurns,
    // As the docs draw the router: the coffee agent's one answer goes to the user, with no synthesis call.
    router: { ...router, synthesizes: "several-answers" },
    agents: [
      {
        name: "coffee",
        description: "Buys coffee with the buy_coffee tool",
        prompt: "You are the coffee agent. Buy coffee with the buy_coffee tool, then confirm to the user.",
        tools: ["buy_coffee"],
        script: perTurn(turns, (answer) => [BUY, { content: answer }]),
      },
    ],
    tools: [{ name: "buy_coffee", description: "Order coffee from the café", result: "Done: 1 cup of coffee ordered." }],
    routerScripts,
    // Batched: the router workflow always ends with a synthesis call, as the docs' router tutorial does.
    batchedFlow: { router, routerScripts: { ...routerScripts, "router-fanout": perTurn(turns, (answer, turn) => [classify(turn), { content: answer }]) } },
    topologies: ["subagents", "handoffs", "skills", "router-fanout", "handoffs-subgraphs", "deep-agent"],
    storySettings: PATTERN_SETTINGS,
  };
}

/** The docs' "One-shot request": "Buy coffee". */
export const docsOneShot: Scenario = coffeeScenario("docs-one-shot", ["Buy coffee"], {
  title: { en: "Docs: One-shot request (\"Buy coffee\")", zh: "文档：一次性请求（“买咖啡”）" },
  summary: {
    en: "The LangChain docs' \"One-shot request\": one coffee specialist with a `buy_coffee` tool, one request. Every pattern gets the same specialist, tool and prompts; only the wiring differs.",
    zh: "LangChain 文档的“一次性请求”：一个带 `buy_coffee` 工具的咖啡专家，一个请求。每种模式用同一个专家、工具和提示，只有连接方式不同。",
  },
  narrative: [
    {
      en: "Subagents (the default here) makes {calls@subagents} model calls, as the docs count: main calls `ask_coffee`, the coffee agent calls `buy_coffee` and confirms, and main answers the user. The coffee agent's two messages never enter main's history, only the wrapper's result.",
      zh: "Subagents（这里的默认）调用模型 {calls@subagents} 次，与文档一致：main 调 `ask_coffee`，咖啡智能体调 `buy_coffee` 并确认，main 回答用户。咖啡智能体的两条消息不进 main 的历史，只有包装工具的结果进去。",
    },
    {
      en: "Handoffs makes {calls@handoffs} and skills {calls@skills}, as the docs say. In handoffs one createAgent runs throughout: `transfer_to_coffee` sets `currentStep`, and from then on the middleware gives the model the coffee prompt and `buy_coffee`. In skills, `load_skill` brings the coffee prompt into the history and the same agent buys.",
      zh: "Handoffs 是 {calls@handoffs} 次，skills 是 {calls@skills} 次，与文档一致。handoffs 里始终是同一个 createAgent：`transfer_to_coffee` 设置 `currentStep`，之后中间件给模型咖啡提示和 `buy_coffee`。skills 里 `load_skill` 把咖啡提示带进历史，由同一个智能体去买。",
    },
    {
      en: "The router makes {calls@router}, as the docs draw it: classify, then the coffee agent's two calls, whose answer goes to the user as it is. With `flow` at batched the workflow ends with the synthesis call the docs' own router tutorial always makes: {calls@routerBatched}. The docs table (header button) sets both flows beside the docs' figures.",
      zh: "Router 是 {calls@router} 次，与文档的图一致：分类，然后是咖啡智能体的两次调用，它的回答原样交给用户。把 `flow` 设为 batched，工作流会以文档自己的 router 教程总会做的汇总调用结束：{calls@routerBatched} 次。文档表格（页头按钮）把两种流程和文档的数字并排列出。",
    },
  ],
});

/** The docs' "Repeat request": "Buy coffee", then "Buy coffee again" on the same thread. */
export const docsRepeat: Scenario = coffeeScenario("docs-repeat", ["Buy coffee", "Buy coffee again"], {
  title: { en: "Docs: Repeat request (\"Buy coffee again\")", zh: "文档：重复请求（“再买一次咖啡”）" },
  summary: {
    en: "The docs' \"Repeat request\": the same request twice on one thread (a checkpointer and one thread_id). Stateful patterns skip a call on turn two; subagents and the router repeat their whole flow.",
    zh: "文档的“重复请求”：同一个请求在同一线程上说两次（checkpointer 加同一个 thread_id）。有状态的模式第二轮少一次调用；subagents 和 router 把整个流程重来一遍。",
  },
  narrative: [
    {
      en: "Handoffs: {turnCalls.1@handoffs} + {turnCalls.2@handoffs} calls, as the docs count. The checkpointer kept `currentStep` at coffee, so turn two starts in the coffee step and goes straight to `buy_coffee`; the state panel shows the step on every row. handoffs-subgraphs does the same with `activeAgent`: turn two's path is coffee alone.",
      zh: "Handoffs：{turnCalls.1@handoffs} + {turnCalls.2@handoffs} 次，与文档一致。checkpointer 把 `currentStep` 留在 coffee，所以第二轮直接从咖啡步骤开始，直接调 `buy_coffee`；每一步都显示当前步骤。handoffs-subgraphs 用 `activeAgent` 做到同样的事：第二轮的路径只有 coffee。",
    },
    {
      en: "Skills: {turnCalls.1@skills} + {turnCalls.2@skills}. The skill loaded in turn one is still in the history, so turn two calls `buy_coffee` without loading it again, and every call of turn two reads the skill text once more.",
      zh: "Skills：{turnCalls.1@skills} + {turnCalls.2@skills}。第一轮载入的技能还在历史里，所以第二轮不再载入，直接调 `buy_coffee`；第二轮的每次调用都会再读一遍技能文本。",
    },
    {
      en: "Subagents: {turnCalls.1@subagents} + {turnCalls.2@subagents}, as the docs say: the coffee subagent starts fresh each time. The router: {turnCalls.1@router} + {turnCalls.2@router} = {calls@router}, as the docs count (batched, with a synthesis call each turn: {calls@routerBatched}). Flip \"router as a tool (stateful)\", the docs' suggested optimisation: {turnCalls.1@routerTool} + {turnCalls.2@routerTool} = {calls@routerTool}, since the conversational agent's own two calls per turn come on top of a router that still runs in full.",
      zh: "Subagents：{turnCalls.1@subagents} + {turnCalls.2@subagents}，与文档一致：咖啡子智能体每次都从零开始。Router：{turnCalls.1@router} + {turnCalls.2@router} = {calls@router}，与文档一致（batched 每轮多一次汇总调用：{calls@routerBatched} 次）。打开“路由作为工具（有状态）”，即文档建议的优化：{turnCalls.1@routerTool} + {turnCalls.2@routerTool} = {calls@routerTool}，因为对话智能体每轮自己的两次调用叠加在仍然完整运行的 router 之上。",
    },
  ],
});
