import ranksUrl from "js-tiktoken/ranks/o200k_base?url";
import { bpeCounter, parseRankModule } from "../engine/tokens/bpeCounter";
import type { TokenCounter } from "../engine/tokens/tokenCounter";

/**
 * The o200k_base counter of a worker: the rank table (~2.3 MB) is one asset of the build, fetched
 * from the page's origin by whichever worker counts first and cached by the service worker (it is
 * precached with the app), so the engine and token workers share one copy instead of each carrying
 * the table in its bundle. Nothing fetches it before a count is asked for.
 */
export async function loadO200kCounter(): Promise<TokenCounter> {
  const response = await fetch(ranksUrl);
  if (!response.ok) throw new Error(`The o200k_base rank table did not load (HTTP ${response.status}).`);
  return bpeCounter(parseRankModule(await response.text()));
}
