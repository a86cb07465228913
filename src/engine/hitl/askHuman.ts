import type { RunnableConfig } from "@langchain/core/runnables";
import { interrupt } from "@langchain/langgraph";
import type { HumanDecision, HumanRequest } from "./humanRequest";

/**
 * Pauses the running graph until a human decides, and returns the decision once the graph is
 * resumed with `new Command({ resume: decision })`.
 *
 * `config` is the one the calling node or tool received. It is passed to `interrupt` explicitly
 * because the browser build of LangGraph has no AsyncLocalStorage to find the running task from
 * (see README, "Why the patches"); in Node the result is the same either way.
 */
export function askHuman(request: HumanRequest, config: RunnableConfig): HumanDecision {
  return interrupt<HumanRequest, HumanDecision>(request, { config });
}
