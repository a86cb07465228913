import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
import type { TokenCounter } from "./tokenCounter";

/**
 * The app's tokenizer (js-tiktoken, o200k_base) for Node: the CLI, the bench and tests count with
 * the same table the page's token worker uses. Counts are cached per text, since every model call
 * of a run repeats the history before it.
 */
export function o200kCounter(): TokenCounter {
  const encoder = new Tiktoken(o200kBase);
  const cache = new Map<string, number>();
  return (text) => {
    let count = cache.get(text);
    if (count === undefined) {
      count = encoder.encode(text).length;
      cache.set(text, count);
    }
    return count;
  };
}
