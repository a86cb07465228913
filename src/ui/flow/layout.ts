import dagre from "@dagrejs/dagre";
import type { ShownGraph, ShownNode } from "./flowModel";

/** Box sizes per node kind, in diagram pixels. */
export const NODE_SIZE = {
  /** The minimum; longer names widen the box. */
  step: { width: 88, height: 34 },
  terminal: { width: 64, height: 26 },
  innerTerminal: { width: 18, height: 18 },
  collapsedGroup: { width: 168, height: 52 },
} as const;

/** Room for a group's header above its inner nodes. */
export const GROUP_HEADER = 28;
const GROUP_PADDING = 10;

/** A node with its box: top-left position relative to its parent group (absolute at the top level). */
export interface PlacedNode extends ShownNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

function sizeOf(node: ShownNode): { width: number; height: number } {
  if (node.kind === "group") return { ...NODE_SIZE.collapsedGroup, width: Math.max(NODE_SIZE.collapsedGroup.width, groupTitleWidth(node.name)) };
  if (node.kind === "terminal") return node.parent ? NODE_SIZE.innerTerminal : NODE_SIZE.terminal;
  // Room for the name in 12px monospace (~7.3px a character) plus the call badge.
  return { width: Math.min(200, Math.max(NODE_SIZE.step.width, Math.ceil(node.name.length * 7.3) + 52)), height: NODE_SIZE.step.height };
}

/** Direction of each nesting level (0 = the top level), as dagre's `rankdir`. */
type Direction = "TB" | "LR";
type DirectionPlan = (depth: number) => Direction;

/**
 * Candidate directions, in order of preference. The topology always reads top down; inside groups,
 * agents read left to right (START → model ⇄ tools → END) unless stacking them keeps a wide graph
 * (three or more workers side by side) readable in the diagram's box.
 */
const PLANS: readonly DirectionPlan[] = [
  (depth) => (depth === 0 ? "TB" : "LR"),
  () => "TB",
  (depth) => (depth === 1 ? "LR" : "TB"),
  (depth) => (depth === 2 ? "LR" : "TB"),
];

/** The box the layout is chosen for: the diagram panel at 1280x720 (a projector) is about 4:3. */
const VIEW = { width: 560, height: 420 };
/** Beyond this zoom a layout gains nothing (the diagram's fitView stops there too). */
export const FIT_MAX_ZOOM = 1.2;

/** Zoom at which the placed top level fits the reference box. */
function fitZoom(placed: readonly PlacedNode[]): number {
  const top = placed.filter((node) => !node.parent);
  const width = Math.max(...top.map((n) => n.x + n.width)) - Math.min(...top.map((n) => n.x));
  const height = Math.max(...top.map((n) => n.y + n.height)) - Math.min(...top.map((n) => n.y));
  return Math.min(FIT_MAX_ZOOM, VIEW.width / Math.max(1, width), VIEW.height / Math.max(1, height));
}

/** Width an expanded group's header needs: fold toggle, name in 14px semibold (~8.4px a character), call badge. */
function groupTitleWidth(name: string): number {
  return Math.ceil(name.length * 8.4) + 76;
}

/**
 * Lays the shown graph out with dagre, one level at a time (see {@link layoutWith}), trying each
 * direction plan and keeping the one that fits a 4:3 box at the largest zoom, so names stay readable
 * on a projector; ties keep the earlier plan. Deterministic: the same graph always gets the same layout.
 */
export function layoutGraph(shown: ShownGraph): PlacedNode[] {
  const byId = new Map(shown.nodes.map((n) => [n.id, n]));
  const depthOf = (node: ShownNode): number => (node.parent ? 1 + depthOf(byId.get(node.parent)!) : 0);
  // Levels that hold nodes: 0 (top) to the deepest group's inside.
  const levels = Math.max(0, ...shown.nodes.map(depthOf)) + 1;
  const tried = new Set<string>();
  let best: { placed: PlacedNode[]; zoom: number } | undefined;
  for (const plan of PLANS) {
    // Plans that differ only below the deepest level give the same layout: run dagre once for them.
    const signature = Array.from({ length: levels }, (_, depth) => plan(depth)).join();
    if (tried.has(signature)) continue;
    tried.add(signature);
    const placed = layoutWith(shown, plan);
    const zoom = fitZoom(placed);
    if (!best || zoom > best.zoom + 0.01) best = { placed, zoom };
  }
  return best!.placed;
}

/**
 * One layout: each expanded group's inner nodes are laid out first (that fixes the group's size),
 * then its level treats the group as one box, with edges that cross a group attached to the group.
 * (dagre's own compound mode misplaces inner nodes when edges cross clusters, as every handoff edge
 * here does.) Parents come before children, as React Flow requires; child positions are relative to
 * their group.
 */
function layoutWith(shown: ShownGraph, plan: DirectionPlan): PlacedNode[] {
  const byId = new Map(shown.nodes.map((n) => [n.id, n]));
  const children = new Map<string | undefined, ShownNode[]>();
  for (const node of shown.nodes) {
    const list = children.get(node.parent) ?? [];
    list.push(node);
    children.set(node.parent, list);
  }
  /** The ancestor of `id` that sits directly in `level` (or `id` itself), if any. */
  const atLevel = (id: string, level: string | undefined): string | undefined => {
    for (let node = byId.get(id); node; node = node.parent ? byId.get(node.parent) : undefined) {
      if (node.parent === level) return node.id;
    }
    return undefined;
  };
  const depth = (node: ShownNode): number => (node.parent ? 1 + depth(byId.get(node.parent)!) : 0);
  const sizes = new Map<string, { width: number; height: number }>();
  const placed: PlacedNode[] = [];

  const layoutLevel = (level: string | undefined): { width: number; height: number } => {
    const members = children.get(level) ?? [];
    for (const node of members) {
      const inner = node.kind === "group" && !node.collapsed && children.has(node.id);
      if (inner) {
        const size = layoutLevel(node.id);
        const width = Math.max(size.width + 2 * GROUP_PADDING, groupTitleWidth(node.name));
        // A group wider than its content (a long title over a stacked agent) centres the content.
        const shift = (width - size.width - 2 * GROUP_PADDING) / 2;
        if (shift > 0) for (const child of placed) if (child.parent === node.id) child.x += shift;
        sizes.set(node.id, { width, height: size.height + GROUP_HEADER + 2 * GROUP_PADDING });
      } else sizes.set(node.id, sizeOf(node));
    }
    const g = new dagre.graphlib.Graph({ multigraph: true });
    g.setGraph({ rankdir: plan(level ? depth(byId.get(level)!) + 1 : 0), nodesep: level ? 16 : 28, ranksep: level ? 24 : 40, marginx: 0, marginy: 0 });
    g.setDefaultEdgeLabel(() => ({}));
    for (const node of members) g.setNode(node.id, { ...sizes.get(node.id)! });
    for (const edge of shown.edges) {
      const source = atLevel(edge.source, level);
      const target = atLevel(edge.target, level);
      if (source && target && source !== target) g.setEdge(source, target, {}, edge.id);
    }
    dagre.layout(g);
    const offset = level ? { x: GROUP_PADDING, y: GROUP_HEADER + GROUP_PADDING } : { x: 0, y: 0 };
    let width = 0;
    let height = 0;
    for (const node of members) {
      const box = g.node(node.id) as { x: number; y: number; width: number; height: number };
      const x = box.x - box.width / 2;
      const y = box.y - box.height / 2;
      width = Math.max(width, x + box.width);
      height = Math.max(height, y + box.height);
      placed.push({ ...node, x: x + offset.x, y: y + offset.y, width: box.width, height: box.height });
    }
    return { width, height };
  };
  layoutLevel(undefined);
  return placed.sort((a, b) => depth(a) - depth(b));
}

/** A box in diagram coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every placed node's box in diagram coordinates (children are placed relative to their group). */
export function absoluteBoxes(placed: readonly PlacedNode[]): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const node of placed) {
    const parent = node.parent ? boxes.get(node.parent) : undefined;
    boxes.set(node.id, { x: node.x + (parent?.x ?? 0), y: node.y + (parent?.y ?? 0), width: node.width, height: node.height });
  }
  return boxes;
}

/** A side of a node box, where an edge leaves or arrives. */
export type Side = "top" | "bottom" | "left" | "right";

/**
 * Which sides an edge should use so it reads cleanly: downward edges leave the bottom and enter the
 * top, sideways edges go side to side, and edges going back (up, or right to left on one row) arc
 * over the top or around the right instead of cutting through what lies between.
 */
export function edgeSides(source: Box, target: Box): { source: Side; target: Side } {
  const below = target.y >= source.y + source.height - 2;
  const above = target.y + target.height <= source.y + 2;
  const dx = target.x + target.width / 2 - (source.x + source.width / 2);
  if (below) return { source: "bottom", target: "top" };
  if (above) return { source: "right", target: "right" };
  if (dx >= 0) return { source: "right", target: "left" };
  return { source: "top", target: "top" };
}
