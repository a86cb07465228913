import type { BaseMessage } from "@langchain/core/messages";
import type { Knobs } from "../knobs";

/** How many trailing messages a `preModelTrim` setting keeps; undefined when trimming is off. */
export function trimKeep(setting: Knobs["preModelTrim"]): number | undefined {
  return setting === "off" ? undefined : Number(setting.slice("last-".length));
}

/**
 * What the supervisor's model gets to see under a trim: the latest user request plus the last
 * `keep` messages. A tool result whose tool call was cut off is dropped too, because providers
 * that check tool-call pairing reject such a history. The shared state itself is not touched.
 */
export function trimForModel(messages: readonly BaseMessage[], keep: number): BaseMessage[] {
  let tail = messages.slice(-keep);
  while (tail.length && tail[0].getType() === "tool") tail = tail.slice(1);
  const request = messages.findLast((message) => message.getType() === "human");
  return request && !tail.includes(request) ? [request, ...tail] : [...tail];
}

/**
 * A `preModelHook` for `createSupervisor`: it returns `llmInputMessages`, which the prebuilt agent
 * feeds to the model instead of `messages` (seed 000: trim before the supervisor calls its model).
 */
export function trimHook(keep: number) {
  return (state: { messages: BaseMessage[] }) => ({ llmInputMessages: trimForModel(state.messages, keep) });
}
