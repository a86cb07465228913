import type { ShownEdge } from "./flowModel";
import type { PlacedNode } from "./nodeSize";

/** Below this zoom, 13px node names shrink under ~10px (14px group names under ~10.5px): too small to read on a projector. */
export const READABLE_ZOOM = 0.75;

/** A size in screen pixels. */
export interface ViewSize {
  width: number;
  height: number;
}

/** Zoom at which the whole placed graph fits a view of `size` (after `margin` pixels per axis). */
export function wholeFitZoom(placed: readonly PlacedNode[], size: ViewSize, margin: ViewSize): number {
  const top = placed.filter((node) => !node.parent);
  if (top.length === 0) return 1;
  const width = Math.max(...top.map((n) => n.x + n.width)) - Math.min(...top.map((n) => n.x));
  const height = Math.max(...top.map((n) => n.y + n.height)) - Math.min(...top.map((n) => n.y));
  return Math.min((size.width - margin.width) / Math.max(1, width), (size.height - margin.height) / Math.max(1, height));
}

/**
 * What the view should frame: `undefined` for the whole graph, or the ids of the top-level nodes to
 * fit when the whole graph would only fit below {@link READABLE_ZOOM} (deep graphs such as
 * hierarchical teams on a 1280x720 screen): the expanded group that holds the active node, or, for a
 * top-level node (START, END, a collapsed group, a plain step), that node with its neighbours, so the
 * hop in or out of it stays in view.
 */
export function focusTarget(
  placed: readonly PlacedNode[],
  edges: readonly Pick<ShownEdge, "source" | "target">[],
  active: string | undefined,
  size: ViewSize,
  margin: ViewSize,
): string[] | undefined {
  if (active === undefined || size.width <= 0 || size.height <= 0) return undefined;
  if (wholeFitZoom(placed, size, margin) >= READABLE_ZOOM) return undefined;
  const byId = new Map(placed.map((node) => [node.id, node]));
  const topOf = (id: string): PlacedNode | undefined => {
    let node = byId.get(id);
    while (node?.parent) node = byId.get(node.parent);
    return node;
  };
  const top = topOf(active);
  if (!top) return undefined;
  if (top.kind === "group" && !top.collapsed) return [top.id];
  const near = new Set([top.id]);
  for (const edge of edges) {
    const [source, target] = [topOf(edge.source)?.id, topOf(edge.target)?.id];
    if (source === top.id && target) near.add(target);
    if (target === top.id && source) near.add(source);
  }
  return [...near];
}
