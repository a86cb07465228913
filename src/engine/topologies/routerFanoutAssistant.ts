import type { Scenario, ScriptedReply } from "../scenarios/types";

// Shared by the router-fanout graph module and its code writer, apart from the descriptor that loads the graph lazily.

/** The stateful variant's conversational agent, and the tool through which it runs the workflow. */
export const ROUTER_ASSISTANT = "assistant";
export const ROUTER_TOOL = "ask_router";

const answersOf = (script: readonly ScriptedReply[]) => script.filter((reply) => !reply.toolCalls?.length).map((reply) => reply.content ?? "");

/**
 * The answer the workflow gives on each turn: its synthesis (the router script's reply after a
 * classify), or where the router passes a lone answer on (`router.synthesizes`), that specialist's
 * next answer in its own script.
 */
function workflowAnswers(scenario: Pick<Scenario, "routerScripts" | "agents" | "agentScripts">): string[] {
  const script = scenario.routerScripts["router-fanout"] ?? [];
  const given = new Map(scenario.agents.map((agent) => [agent.name, answersOf(scenario.agentScripts?.["router-fanout"]?.[agent.name] ?? agent.script)]));
  const answers: string[] = [];
  for (let index = 0; index < script.length; index++) {
    const next = script[index + 1];
    if (next && !next.toolCalls?.length) {
      answers.push(next.content ?? "");
      index++;
      continue;
    }
    const chosen = (script[index].toolCalls?.[0]?.args as { classifications?: { agent: string }[] } | undefined)?.classifications?.[0]?.agent;
    answers.push((chosen && given.get(chosen)?.shift()) ?? "");
  }
  return answers;
}

/**
 * The conversational agent's script, derived rather than written per scenario: each turn it passes the
 * user's words to the router tool, then relays the answer the workflow gives that turn. One router
 * script per scenario, no second copy.
 */
export function assistantScript(scenario: Pick<Scenario, "routerScripts" | "agents" | "agentScripts" | "userTurns">): ScriptedReply[] {
  const answers = workflowAnswers(scenario);
  return scenario.userTurns.flatMap((text, turn) => [{ toolCalls: [{ name: ROUTER_TOOL, args: { query: text } }] }, { content: answers[turn] ?? "" }]);
}
