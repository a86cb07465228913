import type { BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";

/** A compiled agent graph that takes and returns `{ messages }`. */
interface MessagesAgent {
  invoke(input: { messages: BaseMessage[] }, config?: RunnableConfig): Promise<{ messages: BaseMessage[] }>;
}

/**
 * Runs a worker agent on the shared messages from inside a hand-written node and returns only the
 * messages it produced. Passing the node's config makes the agent a subgraph of this run, so its
 * inner steps stream into the trace.
 */
export async function runWorker(agent: MessagesAgent, shared: BaseMessage[], config: RunnableConfig): Promise<BaseMessage[]> {
  const result = await agent.invoke({ messages: shared }, config);
  const seen = new Set(shared.map((message) => message.id));
  return result.messages.filter((message) => !message.id || !seen.has(message.id));
}
