/** Counts a string's tokens; the metrics stay pure by taking the tokenizer as an argument. */
export type TokenCounter = (text: string) => number;

/**
 * A counter over counts made elsewhere (another worker counted `texts`, in order, as `counts`): it
 * throws for a text it was not given, so a gap can never pass as zero tokens.
 */
export function listedCounter(texts: readonly string[], counts: readonly number[]): TokenCounter {
  if (texts.length !== counts.length) throw new Error(`${counts.length} token counts for ${texts.length} texts`);
  return mapCounter(new Map(texts.map((text, i) => [text, counts[i]])));
}

/** A counter over counts by text (read as they stand when it counts); throws for a text without one. */
export function mapCounter(counts: ReadonlyMap<string, number>): TokenCounter {
  return (text) => {
    const count = counts.get(text);
    if (count === undefined) throw new Error(`No token count for a text of ${text.length} characters`);
    return count;
  };
}
