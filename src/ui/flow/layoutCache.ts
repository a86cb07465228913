import type { TraceGraph } from "../../engine/trace/types";
import type { DiagramDetail } from "../../share/linkState";
import type { GroupFolding } from "../../share/linkState";
import { foldedGroups } from "./detail";
import { shownGraph, type ShownGraph } from "./flowModel";
import { layoutGraph, type DiagramLayout } from "./layout";

/** A layout made ahead of time (at build time, by this same code) for one diagram shape. */
export interface PreparedLayout {
  key: string;
  layout: DiagramLayout;
}

/** Layouts kept; a session rarely shows more distinct shapes (topologies x folded groups). */
const LIMIT = 32;
const cache = new Map<string, DiagramLayout>();

/**
 * The key of a diagram's shape: the compiled graph, the folded groups and the level of detail. Two
 * runs with the same key get the same layout (a knob that only changes what flows through the graph
 * keeps every box put).
 */
export function layoutKey(graph: TraceGraph, collapsed: readonly string[], detail: DiagramDetail = "full"): string {
  return `${JSON.stringify(graph)}|${collapsed.join(",")}|${detail}`;
}

/**
 * The layout of `shown` (whose shape is `key`), computed once per shape: dagre runs several times per
 * layout, too slow to repeat on every knob toggle or topology switch back.
 */
export function cachedLayout(shown: ShownGraph, key: string): DiagramLayout {
  let layout = cache.get(key);
  if (layout) {
    // Most recently used last, so the oldest shape is the one dropped.
    cache.delete(key);
  } else {
    layout = layoutGraph(shown);
    if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, layout);
  return layout;
}

/** Fills the cache with layouts made at build time, so the first diagram paints without running dagre. */
export function seedLayouts(prepared: readonly PreparedLayout[]): void {
  for (const { key, layout } of prepared) if (!cache.has(key)) cache.set(key, layout);
}

/** The layouts of the given graphs as the page opens them (full detail, folded as their size decides), for preparing at build time. */
export function prepareLayouts(graphs: readonly TraceGraph[]): PreparedLayout[] {
  const keys = new Map(graphs.map((graph) => [layoutKey(graph, foldedGroups(graph, undefined, "full")), graph]));
  return [...keys].map(([key, graph]) => ({ key, layout: layoutGraph(shownGraph(graph, foldedGroups(graph, undefined, "full"))) }));
}

/** The diagram as drawn for a graph and a view of it: what is shown, its laid-out shape and that shape's key. */
export interface DiagramShape {
  shown: ShownGraph;
  layout: DiagramLayout;
  key: string;
}

/** The shape drawn for a graph under the user's folding and level of detail (laid out once per shape). */
export function diagramShape(graph: TraceGraph, folding: GroupFolding, detail: DiagramDetail): DiagramShape {
  const folded = foldedGroups(graph, folding, detail);
  const key = layoutKey(graph, folded, detail);
  const shown = shownGraph(graph, folded, { agentsOnly: detail === "agents" });
  return { shown, layout: cachedLayout(shown, key), key };
}
