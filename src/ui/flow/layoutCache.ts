import type { TraceGraph } from "../../engine/trace/types";
import type { DiagramDetail } from "../../share/linkState";
import type { GroupFolding } from "../../share/linkState";
import { foldedGroups } from "./detail";
import { shownGraph, type ShownGraph } from "./flowModel";
import type { DiagramLayout } from "./layout";

/** A layout made ahead of time (at build time, by this same code) for one diagram shape. */
export interface PreparedLayout {
  key: string;
  layout: DiagramLayout;
}

/** The layout code (dagre and our level-by-level placement), once loaded. */
let layoutGraph: typeof import("./layout").layoutGraph | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the layout code: a chunk of its own, because the diagram the page opens with was laid out at
 * build time (see {@link seedLayouts}). The page fetches it right after the first paint.
 */
export function loadLayoutCode(): Promise<void> {
  loading ??= import("./layout").then((module) => {
    layoutGraph = module.layoutGraph;
  });
  return loading;
}

/**
 * A promise React's `use` reads without suspending: fulfilled, and marked so (`status`, `value`) the
 * way React marks the promises it has tracked.
 */
export const LAYOUT_READY: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/**
 * What a diagram of this shape waits for before it can be drawn (for `use`, called on every render):
 * {@link LAYOUT_READY} once the layout code is in or when the shape was laid out already (the opening
 * diagram); otherwise the layout code's load. Never "nothing": a component that calls `use` only on
 * some renders is replayed after its suspension without `use` and React throws #467 ("Update hook
 * called on initial render") in the replay, reported as #520 when the root's sync re-render recovers.
 */
export function layoutReady(graph: TraceGraph, folding: GroupFolding, detail: DiagramDetail): Promise<void> {
  if (layoutGraph) return LAYOUT_READY;
  return cache.has(layoutKey(graph, foldedGroups(graph, folding, detail), detail)) ? LAYOUT_READY : loadLayoutCode();
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
    if (!layoutGraph) throw new Error("the layout code is not loaded yet (wait for layoutPending)");
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
