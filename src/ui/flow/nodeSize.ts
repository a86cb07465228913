import type { ShownNode } from "./flowModel";
import type { Box, Point } from "./geometry";

/** Box sizes per node kind, in diagram pixels. */
export const NODE_SIZE = {
  /** The minimum; longer names widen the box. */
  step: { width: 88, height: 34 },
  terminal: { width: 64, height: 26 },
  innerTerminal: { width: 18, height: 18 },
  collapsedGroup: { width: 132, height: 52 },
} as const;

/** Room for a group's header above its inner nodes. */
export const GROUP_HEADER = 28;

/** A node with its box: top-left position relative to its parent group (absolute at the top level). */
export interface PlacedNode extends ShownNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A laid-out diagram: every shown node's box and every shown edge's route, in absolute diagram coordinates. */
export interface DiagramLayout {
  /** Parents before children (as React Flow requires); positions relative to the parent group. */
  nodes: PlacedNode[];
  /** Shown edge id -> its polyline. */
  routes: Record<string, Point[]>;
  /** Shown edge id -> the centre of its label, where the layout placed one (else the route's midpoint). */
  labels?: Record<string, Point>;
}

/** Width an expanded group's header needs: fold toggle, name in 14px semibold (~8.4px a character), call badge. */
export function groupTitleWidth(name: string): number {
  return Math.ceil(name.length * 8.4) + 64;
}

/** The box a node takes when it has no inner nodes shown (a step, a terminal, a folded group). */
export function sizeOf(node: ShownNode): { width: number; height: number } {
  // An aggregate's calls run to three or four digits: room for the wider badge.
  if (node.kind === "group") return { ...NODE_SIZE.collapsedGroup, width: Math.max(NODE_SIZE.collapsedGroup.width, groupTitleWidth(node.name) + (node.aggregate ? 24 : 0)) };
  if (node.kind === "terminal") return node.parent ? NODE_SIZE.innerTerminal : NODE_SIZE.terminal;
  // Room for the name in 13px monospace (~7.9px a character) plus the call badge.
  return { width: Math.min(220, Math.max(NODE_SIZE.step.width, Math.ceil(node.name.length * 7.9) + 52)), height: NODE_SIZE.step.height };
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

/** The absolute boxes of the nodes drawn as one box (steps, terminals, folded groups): every node but an open frame. */
export function solidBoxes(placed: readonly PlacedNode[]): Box[] {
  const boxes = absoluteBoxes(placed);
  const frames = new Set(placed.flatMap((node) => (node.parent ? [node.parent] : [])));
  return placed.filter((node) => !frames.has(node.id)).map((node) => boxes.get(node.id)!);
}
