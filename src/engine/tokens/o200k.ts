import o200kBase from "js-tiktoken/ranks/o200k_base";
import { bpeCounter } from "./bpeCounter";
import type { TokenCounter } from "./tokenCounter";

/**
 * The app's tokenizer in Node (js-tiktoken, o200k_base, its rank table imported): the CLI, the build,
 * the bench and tests. The page's workers count with the same {@link bpeCounter} over the same table,
 * fetched once as a shared asset (src/worker/o200kRanks.ts), so every count agrees.
 */
export function o200kCounter(): TokenCounter {
  return bpeCounter(o200kBase);
}
