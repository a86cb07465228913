import { useMemo, useState } from "react";

type Cache<T> = Map<string, { json: string; item: T }>;

/** The items, with each unchanged one (same JSON as last time) replaced by its previous object. */
export function stabilize<T extends { id: string }>(items: readonly T[], cache: Cache<T>): T[] {
  const seen = new Set<string>();
  const stable = items.map((item) => {
    seen.add(item.id);
    const json = JSON.stringify(item);
    const before = cache.get(item.id);
    if (before && before.json === json) return before.item;
    cache.set(item.id, { json, item });
    return item;
  });
  for (const id of cache.keys()) if (!seen.has(id)) cache.delete(id);
  return stable;
}

/**
 * Keeps the previous object for every item that has not changed, so memoized nodes and edges
 * re-render only where the playhead or a new run changed something.
 */
export function useStableItems<T extends { id: string }>(items: T[]): T[] {
  const [cache] = useState<Cache<T>>(() => new Map());
  return useMemo(() => stabilize(items, cache), [items, cache]);
}
