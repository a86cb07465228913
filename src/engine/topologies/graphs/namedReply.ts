import { AIMessage } from "@langchain/core/messages";

/**
 * The model's reply as a new message carrying the agent's name, as `createReactAgent` names its
 * replies. A new message rather than `reply.name = …`: LangChain serializes a message from the
 * fields it was constructed with, so a name assigned afterwards is lost when the checkpointer
 * restores the state on the next turn.
 */
export function namedReply(reply: AIMessage, name: string): AIMessage {
  return new AIMessage({ id: reply.id, content: reply.content, tool_calls: reply.tool_calls, name });
}
