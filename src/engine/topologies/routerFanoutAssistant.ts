import type { ScriptedReply } from "../scenarios/types";

// Shared by the router-fanout graph module and its code writer, apart from the descriptor that loads the graph lazily.

/** The stateful variant's conversational agent, and the tool through which it runs the workflow. */
export const ROUTER_ASSISTANT = "assistant";
export const ROUTER_TOOL = "ask_router";

/**
 * The conversational agent's script, derived rather than written per scenario: each turn it passes the
 * user's words to the router tool, then relays the answer the workflow's synthesis gives that turn (the
 * router script's replies without tool calls, in order). One router script per scenario, no second copy.
 */
export function assistantScript(routerScript: readonly ScriptedReply[], userTurns: readonly string[]): ScriptedReply[] {
  const answers = routerScript.filter((reply) => !reply.toolCalls?.length);
  return userTurns.flatMap((text, turn) => [{ toolCalls: [{ name: ROUTER_TOOL, args: { query: text } }] }, { content: answers[turn]?.content ?? "" }]);
}
