import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
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
 * The app's tokenizer (js-tiktoken, o200k_base), the one every count comes from: the engine and token
 * workers, the CLI, the bench and tests. Counts are cached per text, since every model call of a run
 * repeats the history before it.
 */
export function o200kCounter(): TokenCounter {
  const encoder = new Tiktoken(o200kBase);
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
