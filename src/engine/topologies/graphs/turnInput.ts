import { HumanMessage } from "@langchain/core/messages";

/**
 * The user's message for one turn, with a fixed id so the same scenario always gives the same
 * trace. The runner's default turn input and topologies with their own `inputFor` share it.
 */
export function userTurnMessage(turn: number, text: string): HumanMessage {
  return new HumanMessage({ id: `user-turn-${turn + 1}`, content: text });
}
