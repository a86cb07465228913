import { mapCounter, type TokenCounter } from "../../engine/tokens/tokenCounter";

/**
 * Token counts by text. Counting happens elsewhere (a worker), asynchronously; the cache turns the
 * finished counts into the synchronous `TokenCounter` the pure metrics take.
 */
export class TokenCache {
  private readonly counts = new Map<string, number>();

  constructor(private readonly maxEntries = 20_000) {}

  /** The distinct texts not counted yet. */
  missing(texts: Iterable<string>): string[] {
    const missing = new Set<string>();
    for (const text of texts) if (!this.counts.has(text)) missing.add(text);
    return [...missing];
  }

  /** Stores counts for texts (same order). */
  store(texts: readonly string[], counts: readonly number[]): void {
    // A long session sees many traces; starting over is cheaper than tracking recency.
    if (this.counts.size + texts.length > this.maxEntries) this.counts.clear();
    texts.forEach((text, i) => this.counts.set(text, counts[i]));
  }

  /** Whether every text has a count. */
  has(texts: Iterable<string>): boolean {
    for (const text of texts) if (!this.counts.has(text)) return false;
    return true;
  }

  /** Every count held, by text (a copy). */
  snapshot(): Map<string, number> {
    return new Map(this.counts);
  }

  /** A counter over the cache; throws for a text never counted, so a gap cannot pass as zero. */
  counter(): TokenCounter {
    return mapCounter(this.counts);
  }
}
