import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { TokenCounter } from "../../engine/trace/metrics";
import type { Trace } from "../../engine/trace/types";
import { tokenTexts } from "../../engine/cost/tokenTexts";
import { countTokens } from "../../worker/tokenClient";
import { TokenCache } from "./tokenCache";

const cache = new TokenCache();
let version = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

/** Every text of a trace whose tokens a panel may show (kept per trace: every panel asks for the same run's texts). */
export const traceTexts = tokenTexts;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Takes the counts that came with a trace (the engine worker counts as it records; the build counts
 * the runs it prepares), in {@link tokenTexts} order, so the trace's token figures show in the same
 * frame as the trace. Counts of another length (a trace not counted) are left out.
 */
export function takeTraceTokens(trace: Trace, counts: readonly number[] | undefined): void {
  const texts = tokenTexts(trace);
  if (!counts || counts.length !== texts.length || cache.has(texts)) return;
  cache.store(texts, counts);
  changed();
}

/** Every count the page has now, by text (a copy). */
export function knownTokenCounts(): Map<string, number> {
  return cache.snapshot();
}

// Only the first count waits for an idle moment (the tokenizer must not compete with the first
// paint); once the worker is up, new traces are counted at once so the metric does not lag a toggle.
let started = false;

function whenIdle(run: () => void): () => void {
  if (started) {
    run();
    return () => undefined;
  }
  const go = () => {
    started = true;
    run();
  };
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(go, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(go, 200);
  return () => clearTimeout(handle);
}

/** Counts the texts not counted yet (in the worker, at once) and answers a counter over the cache. */
export async function countedTexts(texts: readonly string[]): Promise<TokenCounter> {
  const missing = cache.missing(texts);
  if (missing.length > 0) {
    cache.store(missing, await countTokens(missing));
    changed();
  }
  return cache.counter();
}

/**
 * A synchronous o200k_base token counter for the texts of a trace, or undefined until they are
 * counted. Counting starts once the page is idle after the first paint and runs in a worker, so
 * the tokenizer (a separate ~1 MB gzipped chunk) never delays the first paint or blocks a frame.
 */
export function useTokenCounter(trace: Trace | undefined): TokenCounter | undefined {
  const texts = useMemo(() => (trace ? traceTexts(trace) : []), [trace]);
  return useTextsTokenCounter(trace ? texts : undefined);
}

/** The same for any texts (several runs' at once: a story quoting other settings); undefined for none. */
export function useTextsTokenCounter(texts: readonly string[] | undefined): TokenCounter | undefined {
  const current = useSyncExternalStore(subscribe, getVersion);

  useEffect(() => {
    if (!texts) return;
    const missing = cache.missing(texts);
    if (missing.length === 0) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      countTokens(missing)
        .then((counts) => {
          cache.store(missing, counts);
          changed();
        })
        .catch((error: unknown) => {
          // Tokens stay blank; every other metric still works.
          if (!cancelled) console.warn(error);
        });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [texts]);

  return useMemo(
    () => (texts && cache.has(texts) ? cache.counter() : undefined),
    // `current` changes whenever the cache gains counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [texts, current],
  );
}
