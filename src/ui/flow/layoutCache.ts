import type { TraceGraph } from "../../engine/trace/types";
import type { DiagramDetail } from "../../share/linkState";
import type { GroupFolding } from "../../share/linkState";
import { aggregatedGraph } from "./aggregate";
import { foldedGroups } from "./detail";
import { shownGraph, type ShownGraph } from "./flowModel";
import type { ElkEngine } from "./layout";
import type { DiagramLayout } from "./nodeSize";

/** A layout made ahead of time (at build time, by this same code) for one diagram shape. */
export interface PreparedLayout {
  key: string;
  layout: DiagramLayout;
}

/** Where layouts run: ELK in a worker of its own in the page, unless {@link useLayoutEngine} chose otherwise (Node). */
let chosenEngine: ElkEngine | undefined;

/** Runs layouts on `engine` (tests and the build use ELK in their own thread: Node has no Web Worker). */
export function useLayoutEngine(engine: ElkEngine): void {
  chosenEngine = engine;
}

/** The layout code (our ELK graph and its reading back) and the engine, once loaded. */
let loaded: Promise<{ layoutGraph: typeof import("./layout").layoutGraph; engine: ElkEngine }> | undefined;

/**
 * Loads the layout code and starts ELK's worker: a chunk of its own, because the diagram the page
 * opens with was laid out at build time (see {@link seedLayouts}). The page fetches it right after the first paint.
 */
export function loadLayoutCode(): Promise<void> {
  loaded ??= Promise.all([import("./layout"), chosenEngine ? undefined : import("./elkInWorker")]).then(([layout, worker]) => ({
    layoutGraph: layout.layoutGraph,
    engine: chosenEngine ?? worker!.elkInWorker(),
  }));
  return loaded.then(() => undefined);
}

/** Layouts kept; a session rarely shows more distinct shapes (topologies x folded groups). */
const LIMIT = 32;
const cache = new Map<string, DiagramLayout>();
const running = new Map<string, Promise<void>>();

/**
 * The key of a diagram's shape: the compiled graph, the folded groups, the level of detail and
 * whether alike agents are drawn one by one. Two runs with the same key get the same layout (a knob
 * that only changes what flows through the graph keeps every box put).
 */
export function layoutKey(graph: TraceGraph, collapsed: readonly string[], detail: DiagramDetail = "full", expanded = false): string {
  return `${JSON.stringify(graph)}|${collapsed.join(",")}|${detail}${expanded ? "|each" : ""}`;
}

function remember(key: string, layout: DiagramLayout): void {
  if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, layout);
}

/**
 * What a diagram of this shape must wait for before it can be drawn: nothing when the shape was laid
 * out already (the opening diagram, a shape seen before); otherwise its layout, running off the main
 * thread. The same promise for the same shape until it settles, so a suspended render waits on one layout.
 */
export function layoutPending(graph: TraceGraph, folding: GroupFolding, detail: DiagramDetail, expanded = false): Promise<void> | undefined {
  const { shown, key } = shapeOf(graph, folding, detail, expanded);
  if (cache.has(key)) return undefined;
  let pending = running.get(key);
  if (!pending) {
    pending = loadLayoutCode()
      .then(() => loaded!)
      .then(({ layoutGraph, engine }) => layoutGraph(shown, engine))
      .then((layout) => remember(key, layout))
      .finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}

/**
 * A promise React's `use` reads without suspending: fulfilled, and marked so (`status`, `value`) the
 * way React marks the promises it has tracked. The diagram calls `use` on every render, with this one
 * when it waits for nothing: a component that calls `use` only on some renders is replayed after its
 * suspension without it and React throws #467, reported as #520.
 */
export const LAYOUT_READY: Promise<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/** Fills the cache with layouts made at build time, so the first diagram paints without running ELK. */
export function seedLayouts(prepared: readonly PreparedLayout[]): void {
  for (const { key, layout } of prepared) if (!cache.has(key)) cache.set(key, layout);
}

/** The diagram as drawn for a graph and a view of it: what is shown, its laid-out shape and that shape's key. */
export interface DiagramShape {
  shown: ShownGraph;
  layout: DiagramLayout;
  key: string;
}

/**
 * What the diagram shows of a graph under a view, and that shape's layout key: the folded groups
 * drawn as one box each, then (unless `expanded`) alike agents folded into one node.
 */
export function shapeOf(graph: TraceGraph, folding: GroupFolding, detail: DiagramDetail, expanded = false): { shown: ShownGraph; key: string } {
  const folded = foldedGroups(graph, folding, detail);
  const shown = shownGraph(graph, folded, { agentsOnly: detail === "agents" });
  return { shown: expanded ? shown : aggregatedGraph(shown), key: layoutKey(graph, folded, detail, expanded) };
}

/** The shape drawn for a graph under the user's view of it, once {@link layoutPending} has settled. */
export function diagramShape(graph: TraceGraph, folding: GroupFolding, detail: DiagramDetail, expanded = false): DiagramShape {
  const { shown, key } = shapeOf(graph, folding, detail, expanded);
  const layout = cache.get(key);
  if (!layout) throw new Error("this diagram shape is not laid out yet (wait for layoutPending)");
  // Most recently used last, so the oldest shape is the one dropped.
  cache.delete(key);
  cache.set(key, layout);
  return { shown, layout, key };
}
