import type { TraceGraph } from "../../engine/trace/types";
import { shownGraph, type ShownGraph } from "./flowModel";
import { layoutGraph, type PlacedNode } from "./layout";

/** A layout made ahead of time (at build time, by this same code) for one diagram shape. */
export interface PreparedLayout {
  key: string;
  placed: PlacedNode[];
}

/** Layouts kept; a session rarely shows more distinct shapes (topologies x folded groups). */
const LIMIT = 32;
const cache = new Map<string, PlacedNode[]>();

/**
 * The key of a diagram's shape: the compiled graph and the folded groups. Two runs with the same key
 * get the same layout (a knob that only changes what flows through the graph keeps every box put).
 */
export function layoutKey(graph: TraceGraph, collapsed: readonly string[]): string {
  return `${JSON.stringify(graph)}|${collapsed.join(",")}`;
}

/**
 * The layout of `shown` (whose shape is `key`), computed once per shape: dagre runs several times per
 * layout, too slow to repeat on every knob toggle or topology switch back.
 */
export function cachedLayout(shown: ShownGraph, key: string): PlacedNode[] {
  let placed = cache.get(key);
  if (placed) {
    // Most recently used last, so the oldest shape is the one dropped.
    cache.delete(key);
  } else {
    placed = layoutGraph(shown);
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, placed);
  return placed;
}

/** Fills the cache with layouts made at build time, so the first diagram paints without running dagre. */
export function seedLayouts(prepared: readonly PreparedLayout[]): void {
  for (const { key, placed } of prepared) if (!cache.has(key)) cache.set(key, placed);
}

/** The layouts of the given graphs with no group folded (the page's opening state), for preparing at build time. */
export function prepareLayouts(graphs: readonly TraceGraph[]): PreparedLayout[] {
  const keys = new Map(graphs.map((graph) => [layoutKey(graph, []), graph]));
  return [...keys].map(([key, graph]) => ({ key, placed: layoutGraph(shownGraph(graph, [])) }));
}
