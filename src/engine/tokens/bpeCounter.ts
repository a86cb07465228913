import { Tiktoken, type TiktokenBPE } from "js-tiktoken/lite";
import type { TokenCounter } from "./tokenCounter";

/**
 * The longest run of letters encoded in one piece. o200k_base's pre-tokenizer makes a run of letters
 * one piece, and BPE merges a piece in time that grows about with the square of its length (20,000
 * letters in a row take js-tiktoken 45 s), so a longer run (a tool result of one repeated letter, a
 * blob pasted into a scenario) is cut every this many letters and its parts counted apart: a cut may
 * count about one token more. Words are far shorter (the longest run of letters in the built-in
 * scenarios, Chinese ones included, is 28), so their counts stay exact.
 */
export const LONGEST_PIECE = 200;

const LONG_RUN = new RegExp(`[\\p{L}\\p{M}]{${LONGEST_PIECE + 1},}`, "gu");

/** `text` split so no part holds a run of letters longer than {@link LONGEST_PIECE}. */
export function boundedParts(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const run of text.matchAll(LONG_RUN)) {
    const end = run.index + run[0].length;
    for (let cut = run.index + LONGEST_PIECE; cut < end; cut += LONGEST_PIECE) {
      parts.push(text.slice(start, cut));
      start = cut;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * A counter over a BPE rank table (js-tiktoken's lite encoder): the table comes from the caller, so
 * a worker can fetch it as one shared asset instead of carrying it in its bundle. Counts are cached
 * per text, since every model call of a run repeats the history before it.
 */
export function bpeCounter(ranks: TiktokenBPE): TokenCounter {
  const encoder = new Tiktoken(ranks);
  const cache = new Map<string, number>();
  return (text) => {
    let count = cache.get(text);
    if (count === undefined) {
      count = 0;
      for (const part of boundedParts(text)) count += encoder.encode(part).length;
      cache.set(text, count);
    }
    return count;
  };
}

/**
 * The rank table in the text of js-tiktoken's rank module (`export default {…};`, one JSON object):
 * what a worker fetches as a plain asset, parsed as data, never run as code.
 */
export function parseRankModule(source: string): TiktokenBPE {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("The o200k_base rank table did not load: no table in the fetched file.");
  const ranks = JSON.parse(source.slice(start, end + 1)) as Partial<TiktokenBPE>;
  if (typeof ranks.pat_str !== "string" || typeof ranks.bpe_ranks !== "string" || typeof ranks.special_tokens !== "object") {
    throw new Error("The o200k_base rank table did not load: the fetched file is not a rank table.");
  }
  return ranks as TiktokenBPE;
}
