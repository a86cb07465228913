import { countCrossings, routeMidpoint, type Box, type Point } from "./geometry";
import { boxesOverlap, labelBox } from "./labelSpot";
import { absoluteBoxes, solidBoxes, type DiagramLayout } from "./nodeSize";

/** What a laid-out diagram gets wrong, counted (every figure but crossings should be zero). */
export interface LayoutQuality {
  /** Pairs of boxes (nodes, folded groups, a node and a frame it is not in) that overlap. */
  nodeOverlaps: number;
  /** Pairs of expanded group frames, neither inside the other, that overlap. */
  frameOverlaps: number;
  /** Edge labels drawn over a node or folded group. */
  labelsOverNodes: number;
  /** Edge ends (two per edge) that are not on their node's border. */
  endsOffBorder: number;
  /** Crossings between edges (see {@link countCrossings}). */
  crossings: number;
}

/** Distance from a point to a box's border (zero on it). */
function offBorder(box: Box, p: Point): number {
  const dx = Math.max(box.x - p.x, 0, p.x - box.x - box.width);
  const dy = Math.max(box.y - p.y, 0, p.y - box.y - box.height);
  if (dx > 0 || dy > 0) return Math.hypot(dx, dy);
  return Math.min(p.x - box.x, box.x + box.width - p.x, p.y - box.y, box.y + box.height - p.y);
}

/** Measures a layout of the shown edges (labelled edges carry their label's text). */
export function layoutQuality(layout: DiagramLayout, edges: readonly { id: string; source: string; target: string; label?: string }[]): LayoutQuality {
  const boxes = absoluteBoxes(layout.nodes);
  const parentOf = new Map(layout.nodes.map((n) => [n.id, n.parent]));
  const frames = new Set(layout.nodes.flatMap((n) => (n.parent ? [n.parent] : [])));
  const within = (id: string, ancestor: string): boolean => {
    for (let at = parentOf.get(id); at; at = parentOf.get(at)) if (at === ancestor) return true;
    return false;
  };
  const ids = layout.nodes.map((n) => n.id);
  let nodeOverlaps = 0;
  let frameOverlaps = 0;
  for (let i = 0; i < ids.length; i += 1) {
    for (let j = i + 1; j < ids.length; j += 1) {
      const [a, b] = [ids[i], ids[j]];
      if (within(a, b) || within(b, a) || !boxesOverlap(boxes.get(a)!, boxes.get(b)!)) continue;
      if (frames.has(a) && frames.has(b)) frameOverlaps += 1;
      else nodeOverlaps += 1;
    }
  }
  const solid = solidBoxes(layout.nodes);
  let labelsOverNodes = 0;
  let endsOffBorder = 0;
  for (const edge of edges) {
    const route = layout.routes[edge.id];
    if (!route || route.length < 2) continue;
    if (edge.label) {
      const box = labelBox(edge.label, layout.labels?.[edge.id] ?? routeMidpoint(route));
      if (solid.some((node) => boxesOverlap(node, box))) labelsOverNodes += 1;
    }
    if (offBorder(boxes.get(edge.source)!, route[0]) > 1.5) endsOffBorder += 1;
    if (offBorder(boxes.get(edge.target)!, route.at(-1)!) > 1.5) endsOffBorder += 1;
  }
  return { nodeOverlaps, frameOverlaps, labelsOverNodes, endsOffBorder, crossings: countCrossings(Object.values(layout.routes)) };
}
