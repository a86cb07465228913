import type { Scenario, ScriptedReply } from "./types";

/**
 * The docs' scenarios 1 and 2 (LangChain JS multi-agent overview, "Performance comparison"): one
 * specialist, a milk agent with a buy_milk tool, and the request "Buy milk", once or twice on one
 * thread. Every pattern gets the same specialist, tool and prompts; only the wiring differs.
 */

const BUY: ScriptedReply = { toolCalls: [{ name: "buy_milk", args: { quantity: "1 litre" } }] };
const BOUGHT = "I bought milk for you.";
const BOUGHT_AGAIN = "I bought milk for you again.";

/** Per turn, the final word: the specialist's and the coordinator's. */
const ANSWERS = [BOUGHT, BOUGHT_AGAIN];

function perTurn(turns: number, reply: (answer: string, turn: number) => ScriptedReply[]): ScriptedReply[] {
  return ANSWERS.slice(0, turns).flatMap((answer, turn) => reply(answer, turn));
}

function milkScenario(id: string, userTurns: string[], title: string, summary: string): Scenario {
  const turns = userTurns.length;
  const request = (turn: number) => userTurns[turn];
  const handoffMain: ScriptedReply[] = [{ toolCalls: [{ name: "transfer_to_milk" }] }];
  return {
    id,
    title,
    summary,
    userTurns,
    router: { name: "main", prompt: "You are the main assistant. Use the milk specialist for anything about buying milk." },
    agents: [
      {
        name: "milk",
        description: "Buys milk with the buy_milk tool",
        prompt: "You are the milk agent. Buy milk with the buy_milk tool, then confirm to the user.",
        tools: ["buy_milk"],
        script: perTurn(turns, (answer) => [BUY, { content: answer }]),
      },
    ],
    tools: [{ name: "buy_milk", description: "Order milk from the shop", result: "Done: 1 litre of milk ordered." }],
    routerScripts: {
      subagents: perTurn(turns, (answer, turn) => [{ toolCalls: [{ name: "ask_milk", args: { task: request(turn) } }] }, { content: answer }]),
      // The milk step stays current after turn one (the checkpointer keeps currentStep / activeAgent).
      handoffs: handoffMain,
      "handoffs-subgraphs": handoffMain,
      // Turn two finds the loaded skill still in the conversation and goes straight to buy_milk.
      skills: perTurn(turns, (answer, turn) => [...(turn === 0 ? [{ toolCalls: [{ name: "load_skill", args: { skill: "milk" } }] }] : []), BUY, { content: answer }]),
      "router-fanout": perTurn(turns, (answer, turn) => [{ toolCalls: [{ name: "classify", args: { classifications: [{ agent: "milk", query: request(turn) }] } }] }, { content: answer }]),
    },
    topologies: ["subagents", "handoffs", "skills", "router-fanout", "handoffs-subgraphs"],
  };
}

/** The docs' scenario 1: "Buy milk". */
export const docsOneShot: Scenario = milkScenario(
  "docs-one-shot",
  ["Buy milk"],
  "Docs table 1: a single task",
  "The LangChain docs' first performance scenario: one milk specialist with a buy_milk tool, one request. The docs count 4 model calls for subagents and 3 for handoffs, skills and router; here each pattern runs on the real libraries.",
);

/** The docs' scenario 2: "Buy milk", then "Buy milk again" on the same thread. */
export const docsRepeat: Scenario = milkScenario(
  "docs-repeat",
  ["Buy milk", "Buy milk again"],
  "Docs table 2: a follow-up request",
  "The docs' second scenario: the same request twice on one thread. Stateful patterns (handoffs keep the milk step current, skills keep the loaded skill in the history) skip a call on turn two; subagents and the router repeat the whole flow.",
);
