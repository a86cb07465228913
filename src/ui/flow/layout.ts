import dagre from "@dagrejs/dagre";
import type { ShownGraph, ShownNode } from "./flowModel";
import { borderPoint, countCrossings, FIT_MAX_ZOOM, routeEntersBox, type Box, type Point } from "./geometry";

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
  // Room for the name in 13px monospace (~7.9px a character) plus the call badge.
  return { width: Math.min(220, Math.max(NODE_SIZE.step.width, Math.ceil(node.name.length * 7.9) + 52)), height: NODE_SIZE.step.height };
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
  (depth) => (depth === 0 ? "LR" : "TB"),
  () => "LR",
];

/** The box the layout is chosen for: the diagram panel at 1280x720 (a projector) is about 4:3. */
const VIEW = { width: 560, height: 420 };

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

/** Crossings between the layout's edges (see {@link countCrossings}). */
export function layoutCrossings(layout: DiagramLayout): number {
  return countCrossings(Object.values(layout.routes));
}

/** A plan may cost this much of the largest zoom any plan reaches, if its edges cross less. */
const ZOOM_GIVEN_FOR_CROSSINGS = 0.55;

/**
 * Lays the shown graph out with dagre, one level at a time (see {@link layoutWith}), trying each
 * direction plan. Of the plans that fit a 4:3 box at no less than {@link ZOOM_GIVEN_FOR_CROSSINGS} of
 * the best zoom (so names stay readable on a projector), it keeps the one whose edges cross least,
 * then the largest; ties keep the earlier plan. Deterministic: the same graph always gets the same layout.
 */
export function layoutGraph(shown: ShownGraph): DiagramLayout {
  const byId = new Map(shown.nodes.map((n) => [n.id, n]));
  const depthOf = (node: ShownNode): number => (node.parent ? 1 + depthOf(byId.get(node.parent)!) : 0);
  // Levels that hold nodes: 0 (top) to the deepest group's inside.
  const levels = Math.max(0, ...shown.nodes.map(depthOf)) + 1;
  const tried = new Set<string>();
  const candidates: { layout: DiagramLayout; crossings: number; zoom: number }[] = [];
  for (const plan of PLANS) {
    // Plans that differ only below the deepest level give the same layout: run dagre once for them.
    const signature = Array.from({ length: levels }, (_, depth) => plan(depth)).join();
    if (tried.has(signature)) continue;
    tried.add(signature);
    const layout = layoutWith(shown, plan);
    candidates.push({ layout, crossings: layoutCrossings(layout), zoom: fitZoom(layout.nodes) });
  }
  const floor = ZOOM_GIVEN_FOR_CROSSINGS * Math.max(...candidates.map((c) => c.zoom));
  let best = candidates[0];
  for (const c of candidates) {
    if (c.zoom < floor) continue;
    // Among equals, only a clearly larger zoom beats the earlier (preferred) plan.
    if (best.zoom < floor || c.crossings < best.crossings || (c.crossings === best.crossings && c.zoom > best.zoom * 1.1)) best = c;
  }
  return best.layout;
}

/** A laid-out diagram: every shown node's box and every shown edge's route, in absolute diagram coordinates. */
export interface DiagramLayout {
  /** Parents before children (as React Flow requires); positions relative to the parent group. */
  nodes: PlacedNode[];
  /** Shown edge id -> its polyline. */
  routes: Record<string, Point[]>;
}

/** A route within one level, in that level's own coordinates. */
interface LevelRoute {
  level: string | undefined;
  points: Point[];
}

/**
 * Edges of a level that join two members of a ring (each reaches the other, and both are first reached
 * from the level's entry at the same distance): a swarm's agents, START's peers. They are left out
 * of dagre, so the ring stays on one rank, and routed side by side (see {@link peerRoutes}).
 */
function peerEdges(members: readonly string[], edges: readonly { id: string; source: string; target: string }[]): Set<string> {
  const incoming = new Set(edges.map((e) => e.target));
  const roots = members.filter((id) => !incoming.has(id));
  const distance = new Map<string, number>((roots.length ? roots : members.slice(0, 1)).map((id) => [id, 0]));
  for (let frontier = [...distance.keys()]; frontier.length; ) {
    const next: string[] = [];
    for (const edge of edges) {
      if (frontier.includes(edge.source) && !distance.has(edge.target)) {
        distance.set(edge.target, distance.get(edge.source)! + 1);
        next.push(edge.target);
      }
    }
    frontier = next;
  }
  const pairs = new Set(edges.map((e) => `${e.source}\n${e.target}`));
  return new Set(
    edges
      .filter((e) => distance.get(e.source) !== undefined && distance.get(e.source) === distance.get(e.target) && pairs.has(`${e.target}\n${e.source}`))
      .map((e) => e.id),
  );
}

/** Room between side-by-side links, the distance of a route's bend from the box it turns around, and between nested loops. */
const PEER_OFFSET = 6;
const PORT_GAP = 12;
const PEER_LOOP = 14;

/** The most members a fan-out puts side by side in one rank. */
const FAN_ROW = 6;

/** Room a port on a frame's top edge keeps from the group's title. */
const PORT_CLEARANCE = 14;

/** A side of a box. */
type Side = "top" | "bottom" | "left" | "right";

/** Where a group's START (in) and END (out) sit on its frame: where its own inner flow starts and ends. */
function portSides(direction: Direction): { in: Side; out: Side } {
  return direction === "LR" ? { in: "left", out: "right" } : { in: "top", out: "bottom" };
}

const FLIP_SIDE: Record<Side, Side> = { top: "left", left: "top", bottom: "right", right: "bottom" };

/**
 * Routes for the links between members of one rank: straight across between neighbours whose ports
 * face each other (the two directions a little apart), otherwise around the far side of the rank,
 * each loop one step further out so loops nest rather than cross. `ports` gives a group's port sides.
 */
function peerRoutes(
  edges: readonly { id: string; source: string; target: string }[],
  boxes: Map<string, Box>,
  direction: Direction,
  ports: (id: string) => { in: Side; out: Side } | undefined,
): Map<string, Point[]> {
  // Work as if the rank were a row; a left-to-right level's rank is a column, so swap the axes.
  const flip = direction === "LR";
  const swap = (p: Point): Point => (flip ? { x: p.y, y: p.x } : p);
  const turn = (b: Box): Box => (flip ? { x: b.y, y: b.x, width: b.height, height: b.width } : b);
  const side = (id: string, end: "in" | "out"): Side | undefined => {
    const found = ports(id)?.[end];
    return found && flip ? FLIP_SIDE[found] : found;
  };
  const all = [...boxes.values()].map(turn);
  const routes = new Map<string, Point[]>();
  const ordered = edges
    .map((edge) => ({ edge, a: turn(boxes.get(edge.source)!), b: turn(boxes.get(edge.target)!) }))
    .sort((p, q) => Math.abs(p.a.x - p.b.x) - Math.abs(q.a.x - q.b.x));
  let loops = 0;
  for (const { edge, a, b } of ordered) {
    const rightward = a.x < b.x;
    const [left, right] = rightward ? [a, b] : [b, a];
    const between = all.some((o) => o !== left && o !== right && o.x >= left.x + left.width - 1 && o.x + o.width <= right.x + 1 && o.y < Math.max(a.y + a.height, b.y + b.height) && o.y + o.height > Math.min(a.y, b.y));
    const out = side(edge.source, "out");
    const into = side(edge.target, "in");
    const facing = (out === undefined || out === (rightward ? "right" : "left")) && (into === undefined || into === (rightward ? "left" : "right"));
    let points: Point[];
    if (!between && facing) {
      const y = (Math.max(a.y, b.y) + Math.min(a.y + a.height, b.y + b.height)) / 2 + (rightward ? -PEER_OFFSET : PEER_OFFSET);
      points = rightward ? [{ x: a.x + a.width, y }, { x: b.x, y }] : [{ x: a.x, y }, { x: b.x + b.width, y }];
    } else {
      loops += 1;
      const lane = Math.max(...all.filter((o) => o.x + o.width > left.x && o.x < right.x + right.width).map((o) => o.y + o.height)) + PEER_LOOP * loops;
      const leg = (box: Box, at: Side | undefined, sign: number): number =>
        at === "right" ? box.x + box.width + PORT_GAP + PEER_OFFSET * (loops - 1) : at === "left" ? box.x - PORT_GAP - PEER_OFFSET * (loops - 1) : box.x + box.width / 2 + sign * PEER_OFFSET * 2;
      const ax = leg(a, out, rightward ? 1 : -1);
      const bx = leg(b, into, rightward ? -1 : 1);
      points = [{ x: ax, y: a.y + a.height }, { x: ax, y: lane }, { x: bx, y: lane }, { x: bx, y: b.y + b.height }];
    }
    routes.set(edge.id, points.map(swap));
  }
  return routes;
}

/**
 * The way from a port on a frame's side out to `toward`: a short leg straight out of the port, then
 * around the frame's corner when `toward` lies behind that side, so no route cuts through its own group.
 */
function portLeg(port: Point, at: Side, frame: Box, toward: Point): Point[] {
  const horizontal = at === "left" || at === "right";
  const out = at === "right" ? frame.x + frame.width + PORT_GAP : at === "left" ? frame.x - PORT_GAP : at === "bottom" ? frame.y + frame.height + PORT_GAP : frame.y - PORT_GAP;
  const lean = (delta: number) => Math.sign(delta) * Math.min(PEER_OFFSET, Math.abs(delta));
  const leg = horizontal ? { x: out, y: port.y + lean(toward.y - port.y) } : { x: port.x + lean(toward.x - port.x), y: out };
  const ahead = at === "right" ? toward.x >= out - 0.5 : at === "left" ? toward.x <= out + 0.5 : at === "bottom" ? toward.y >= out - 0.5 : toward.y <= out + 0.5;
  if (ahead) return [port, leg];
  const [left, right, top, bottom] = [frame.x - PORT_GAP, frame.x + frame.width + PORT_GAP, frame.y - PORT_GAP, frame.y + frame.height + PORT_GAP];
  const corner = horizontal ? { x: out, y: toward.y < port.y ? top : bottom } : { x: toward.x < port.x ? left : right, y: out };
  if (!routeEntersBox([corner, toward], frame)) return [port, leg, corner];
  // `toward` lies beyond the far side: go on round the next corner, the one nearer to it.
  const next = [
    { x: corner.x, y: corner.y === top ? bottom : top },
    { x: corner.x === left ? right : left, y: corner.y },
  ].sort((p, q) => Math.hypot(p.x - toward.x, p.y - toward.y) - Math.hypot(q.x - toward.x, q.y - toward.y))[0];
  return [port, leg, corner, next];
}

/**
 * One layout: each expanded group's inner nodes are laid out first (that fixes the group's size),
 * then its level treats the group as one box, with edges that cross a group attached to the group.
 * (dagre's own compound mode misplaces inner nodes when edges cross clusters, as every handoff edge
 * here does.) Each edge is routed on the level where its ends meet (dagre's bend points, or a ring's
 * side-by-side links) and extended inside groups to the inner nodes it really joins.
 */
function layoutWith(shown: ShownGraph, plan: DirectionPlan): DiagramLayout {
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
  const levelRoutes = new Map<string, LevelRoute>();
  /** Expanded groups: their START and END sit on their frame as ports. */
  const portsOf = new Set(shown.nodes.filter((n) => n.kind === "group" && !n.collapsed && children.has(n.id)).map((n) => n.id));

  const layoutLevel = (level: string | undefined): { width: number; height: number } => {
    const members = children.get(level) ?? [];
    for (const node of members) {
      const inner = node.kind === "group" && !node.collapsed && children.has(node.id);
      if (inner) {
        const size = layoutLevel(node.id);
        // A START port on the top edge sits right of the title, so a top-down group keeps room for both.
        const portRoom = plan(depth(node) + 1) === "TB" ? PORT_CLEARANCE * 2 : 0;
        const width = Math.max(size.width + 2 * GROUP_PADDING, groupTitleWidth(node.name) + portRoom);
        // A group wider than its content (a long title over a stacked agent) centres the content.
        const shift = (width - size.width - 2 * GROUP_PADDING) / 2;
        if (shift > 0) {
          for (const child of placed) if (child.parent === node.id) child.x += shift;
          for (const route of levelRoutes.values()) if (route.level === node.id) for (const p of route.points) p.x += shift;
        }
        sizes.set(node.id, { width, height: size.height + GROUP_HEADER + 2 * GROUP_PADDING });
      } else sizes.set(node.id, sizeOf(node));
    }
    const direction = plan(level ? depth(byId.get(level)!) + 1 : 0);
    const edges = shown.edges.flatMap((edge) => {
      const source = atLevel(edge.source, level);
      const target = atLevel(edge.target, level);
      return source && target && source !== target ? [{ id: edge.id, source, target }] : [];
    });
    const peers = peerEdges(
      members.map((m) => m.id),
      edges,
    );
    const g = new dagre.graphlib.Graph({ multigraph: true });
    g.setGraph({ rankdir: direction, nodesep: level ? 16 : 36, ranksep: level ? 24 : 44, marginx: 0, marginy: 0 });
    g.setDefaultEdgeLabel(() => ({}));
    for (const node of members) g.setNode(node.id, { ...sizes.get(node.id)! });
    // A fan-out wider than a row (a router over many workers) wraps into rows: the n-th target sits
    // floor(n / FAN_ROW) ranks further down, so 24 workers read as a grid rather than one long line.
    for (const edge of edges) {
      if (peers.has(edge.id)) continue;
      const targets = edges.filter((e) => e.source === edge.source && !peers.has(e.id)).map((e) => e.target);
      const row = targets.length > FAN_ROW ? Math.floor(targets.indexOf(edge.target) / FAN_ROW) : 0;
      g.setEdge(edge.source, edge.target, { minlen: 1 + row }, edge.id);
    }
    dagre.layout(g);
    const offset = level ? { x: GROUP_PADDING, y: GROUP_HEADER + GROUP_PADDING } : { x: 0, y: 0 };
    const move = (p: Point): Point => ({ x: p.x + offset.x, y: p.y + offset.y });
    let width = 0;
    let height = 0;
    const boxes = new Map<string, Box>();
    for (const node of members) {
      const box = g.node(node.id) as { x: number; y: number; width: number; height: number };
      const x = box.x - box.width / 2;
      const y = box.y - box.height / 2;
      width = Math.max(width, x + box.width);
      height = Math.max(height, y + box.height);
      boxes.set(node.id, { x: x + offset.x, y: y + offset.y, width: box.width, height: box.height });
      placed.push({ ...node, x: x + offset.x, y: y + offset.y, width: box.width, height: box.height });
    }
    for (const edge of edges) {
      if (peers.has(edge.id)) continue;
      const points = (g.edge({ v: edge.source, w: edge.target, name: edge.id }) as { points?: Point[] }).points ?? [];
      levelRoutes.set(edge.id, { level, points: points.map(move) });
    }
    const loops = peerRoutes(
      edges.filter((e) => peers.has(e.id)),
      boxes,
      direction,
      (id) => (portsOf.has(id) ? portSides(plan(depth(byId.get(id)!) + 1)) : undefined),
    );
    for (const [id, points] of loops) {
      levelRoutes.set(id, { level, points });
      for (const p of points) {
        width = Math.max(width, p.x - offset.x);
        height = Math.max(height, p.y - offset.y + PEER_LOOP / 2);
      }
    }
    return { width, height };
  };
  layoutLevel(undefined);
  placed.sort((a, b) => depth(a) - depth(b));
  const sides = new Map([...portsOf].map((id) => [id, portSides(plan(depth(byId.get(id)!) + 1))]));
  return { nodes: placed, routes: absoluteRoutes(shown, placed, levelRoutes, sides) };
}

/** Moves each expanded group's START and END onto its frame (START where its flow enters, END where it leaves). */
function placePorts(placed: PlacedNode[], sides: Map<string, { in: Side; out: Side }>): Map<string, { side: Side; group: string }> {
  const ports = new Map<string, { side: Side; group: string }>();
  const groups = new Map(placed.map((n) => [n.id, n]));
  for (const node of placed) {
    const group = node.parent ? groups.get(node.parent) : undefined;
    const at = group && sides.get(group.id);
    if (!group || !at || node.kind !== "terminal") continue;
    const side = node.name === "START" ? at.in : at.out;
    if (side === "left") node.x = -node.width / 2;
    if (side === "right") node.x = group.width - node.width / 2;
    if (side === "top") {
      node.y = -node.height / 2;
      node.x = Math.max(node.x, groupTitleWidth(group.name) + PORT_CLEARANCE - node.width / 2);
    }
    if (side === "bottom") node.y = group.height - node.height / 2;
    ports.set(node.id, { side, group: group.id });
  }
  return ports;
}

/** Whether a point lies on or inside a box (a route already starting on the node's own border). */
function contains(box: Box, p: Point): boolean {
  return p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1;
}

const centre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * Each edge's level route in diagram coordinates, joined at either end to the node the edge really
 * joins: through a port's leg for a group's START or END on its frame, else straight to an inner node.
 */
function absoluteRoutes(shown: ShownGraph, placed: PlacedNode[], levelRoutes: Map<string, LevelRoute>, sides: Map<string, { in: Side; out: Side }>): Record<string, Point[]> {
  const ports = placePorts(placed, sides);
  const boxes = absoluteBoxes(placed);
  const routes: Record<string, Point[]> = {};
  const round = (p: Point): Point => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
  for (const edge of shown.edges) {
    const route = levelRoutes.get(edge.id);
    if (!route || route.points.length < 2) continue;
    const origin = route.level ? boxes.get(route.level)! : { x: 0, y: 0 };
    let points = route.points.map((p) => ({ x: p.x + origin.x, y: p.y + origin.y }));
    const [sourceBox, targetBox] = [boxes.get(edge.source)!, boxes.get(edge.target)!];
    const sourcePort = ports.get(edge.source);
    const targetPort = ports.get(edge.target);
    // A port of a group on this route's level (the edge leaves the group's END or enters its START).
    const fromPort = sourcePort && sourcePort.group !== route.level ? sourcePort : undefined;
    const toPort = targetPort && targetPort.group !== route.level ? targetPort : undefined;
    if (fromPort || toPort) {
      const inner = points.slice(fromPort ? 1 : 0, toPort ? -1 : undefined);
      const middle = inner.length ? inner : [{ x: (points[0].x + points.at(-1)!.x) / 2, y: (points[0].y + points.at(-1)!.y) / 2 }];
      const head = fromPort ? portLeg(centre(sourceBox), fromPort.side, boxes.get(fromPort.group)!, middle[0]) : [];
      const tail = toPort ? portLeg(centre(targetBox), toPort.side, boxes.get(toPort.group)!, middle.at(-1)!).reverse() : [];
      points = [...head, ...middle, ...tail];
    }
    // Inside a group, a route that started at a port's old place starts at its new one.
    if (sourcePort && sourcePort.group === route.level) points[0] = centre(sourceBox);
    if (targetPort && targetPort.group === route.level) points[points.length - 1] = centre(targetBox);
    if (!contains(sourceBox, points[0])) points.unshift(borderPoint(sourceBox, points[0]));
    if (!contains(targetBox, points.at(-1)!)) points.push(borderPoint(targetBox, points.at(-1)!));
    // Start and end on the border of a round port, not its centre.
    if (ports.has(edge.source)) points[0] = borderPoint(sourceBox, points[1]);
    if (ports.has(edge.target)) points[points.length - 1] = borderPoint(targetBox, points.at(-2)!);
    routes[edge.id] = points.map(round);
  }
  return routes;
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

