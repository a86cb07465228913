import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api.js";
import { fanBlock, fanCells, fanRoutes, findFan, type Fan, type LevelEdge } from "./fanGrid";
import type { ShownGraph, ShownNode } from "./flowModel";
import { countCrossings, FIT_MAX_ZOOM, type Point } from "./geometry";
import { absoluteBoxes, GROUP_HEADER, groupTitleWidth, sizeOf, type DiagramLayout, type PlacedNode } from "./nodeSize";

/** What lays an ELK graph out: elkjs in a worker (the page) or in the calling thread (Node, the build). */
export interface ElkEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

const GROUP_PADDING = 12;
/** Label pills: 11 px monospace, about 6.7 px a character, padded. */
const labelSize = (text: string) => ({ width: Math.ceil(text.length * 6.7) + 12, height: 20 });

/** The directions tried: top down, as the topology reads, or left to right when that reads larger. */
type Direction = "DOWN" | "RIGHT";

/**
 * ELK's layered algorithm over the whole nesting at once (`INCLUDE_CHILDREN`): it ranks the nodes,
 * orders each rank to cross as few edges as it can, routes every edge orthogonally around the boxes
 * and frames in its way, and places each label as a box of its own, so nothing overlaps.
 */
const rootOptions = (direction: Direction): Record<string, string> => ({
  "elk.algorithm": "layered",
  "elk.direction": direction,
  "elk.hierarchyHandling": "INCLUDE_CHILDREN",
  "elk.edgeRouting": "ORTHOGONAL",
  // Routes in diagram coordinates; boxes relative to their group, as React Flow places children.
  "elk.json.edgeCoords": "ROOT",
  "elk.spacing.nodeNode": "24",
  "elk.layered.spacing.nodeNodeBetweenLayers": "36",
  "elk.spacing.edgeNode": "14",
  "elk.spacing.edgeEdge": "8",
  "elk.layered.spacing.edgeNodeBetweenLayers": "14",
  "elk.edgeLabels.placement": "CENTER",
  // The graph's own order breaks ties, so the same graph always gets the same drawing.
  "elk.layered.considerModelOrder.strategy": "NODES_AND_EDGES",
});

/** Inside a group, nodes sit closer than at the top level: a frame is read as one thing. */
const INNER_SPACING = { "elk.spacing.nodeNode": "14", "elk.layered.spacing.nodeNodeBetweenLayers": "18", "elk.layered.spacing.edgeNodeBetweenLayers": "8" };

const blockId = (fan: Fan) => `fan:${fan.hub}`;

/** The ELK graph of a shown graph, and the fans drawn as grids (each one block node in ELK). */
export function toElk(shown: ShownGraph, direction: Direction = "DOWN"): { graph: ElkNode; fans: Map<string | undefined, Fan> } {
  const byId = new Map(shown.nodes.map((n) => [n.id, n]));
  const children = new Map<string | undefined, ShownNode[]>();
  for (const node of shown.nodes) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  const fans = new Map<string | undefined, Fan>();
  // A grid hangs under its hub: only in a top-down drawing.
  for (const [level, members] of direction === "DOWN" ? children : []) {
    const fan = findFan(
      members.map((m) => m.id),
      levelEdges(shown, byId, level),
      (id) => ({ box: !children.has(id), terminal: byId.get(id)!.kind === "terminal" }),
      (id) => sizeOf(byId.get(id)!),
    );
    if (fan) fans.set(level, fan);
  }
  const inFan = new Map([...fans.values()].flatMap((fan) => fan.members.map((m) => [m, fan] as const)));
  const build = (level: string | undefined): ElkNode[] => {
    const fan = fans.get(level);
    const nodes: ElkNode[] = (children.get(level) ?? []).filter((n) => !inFan.has(n.id)).map((n) => {
      if (!children.has(n.id)) return { id: n.id, ...sizeOf(n) };
      const pad = `[top=${GROUP_HEADER + GROUP_PADDING},left=${GROUP_PADDING},bottom=${GROUP_PADDING},right=${GROUP_PADDING}]`;
      return { id: n.id, children: build(n.id), layoutOptions: { ...INNER_SPACING, "elk.padding": pad, "elk.nodeSize.minimum": `(${groupTitleWidth(n.name)},40)`, "elk.nodeSize.constraints": "MINIMUM_SIZE" } };
    });
    return fan ? [...nodes, { id: blockId(fan), ...fanBlock(fan) }] : nodes;
  };
  const edges: ElkExtendedEdge[] = [];
  for (const fan of fans.values()) edges.push({ id: `${blockId(fan)}:edge`, sources: [fan.hub], targets: [blockId(fan)] });
  for (const edge of shown.edges) {
    if (inFan.has(edge.source) || inFan.has(edge.target)) continue;
    // Work goes down to an aggregate ("worker ×24") from its hub; left alone, ELK may break their
    // two-way link the other way round and draw the workers above their supervisor.
    const down = byId.get(edge.target)?.aggregate ? { layoutOptions: { "elk.layered.priority.direction": "10" } } : {};
    edges.push({ id: edge.id, sources: [edge.source], targets: [edge.target], ...down, ...(edge.label ? { labels: [{ text: edge.label, ...labelSize(edge.label) }] } : {}) });
  }
  return { graph: { id: "root", children: build(undefined), edges, layoutOptions: rootOptions(direction) }, fans };
}

/** The edges of `level`, each end moved up to the member of that level it is in. */
function levelEdges(shown: ShownGraph, byId: Map<string, ShownNode>, level: string | undefined): LevelEdge[] {
  const atLevel = (id: string): string | undefined => {
    for (let node = byId.get(id); node; node = node.parent ? byId.get(node.parent) : undefined) if (node.parent === level) return node.id;
    return undefined;
  };
  return shown.edges.flatMap((edge) => {
    const [source, target] = [atLevel(edge.source), atLevel(edge.target)];
    return source && target && source !== target ? [{ id: edge.id, source, target, ...(edge.label ? { label: edge.label } : {}) }] : [];
  });
}

const round = (p: Point): Point => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });

/** The diagram layout from ELK's answer: boxes (fan members placed in their grid), routes and label centres. */
export function fromElk(shown: ShownGraph, result: ElkNode, fans: Map<string | undefined, Fan>): DiagramLayout {
  const byId = new Map(shown.nodes.map((n) => [n.id, n]));
  const placed: PlacedNode[] = [];
  const blocks = new Map<string | undefined, Point>();
  const walk = (list: readonly ElkNode[] | undefined, level: string | undefined) => {
    for (const node of list ?? []) {
      const fan = fans.get(level);
      if (fan && node.id === blockId(fan)) {
        blocks.set(level, { x: node.x!, y: node.y! });
        for (const [id, box] of fanCells(fan, { x: node.x!, y: node.y! })) placed.push({ ...byId.get(id)!, ...box });
      } else placed.push({ ...byId.get(node.id)!, x: node.x!, y: node.y!, width: node.width!, height: node.height! });
    }
    for (const node of list ?? []) if (node.children?.length) walk(node.children, node.id);
  };
  walk(result.children, undefined);
  const routes: Record<string, Point[]> = {};
  const labels: Record<string, Point> = {};
  const collect = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      if (section && byId.size && !edge.id.startsWith("fan:")) routes[edge.id] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(round);
      const label = edge.labels?.[0];
      if (label) labels[edge.id] = round({ x: label.x! + label.width! / 2, y: label.y! + label.height! / 2 });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(result);
  const boxes = absoluteBoxes(placed);
  for (const [level, fan] of fans) {
    const origin = level ? boxes.get(level)! : { x: 0, y: 0 };
    const local = blocks.get(level)!;
    const block = { x: origin.x + local.x, y: origin.y + local.y };
    const edges = levelEdges(shown, byId, level).filter((e) => fan.members.includes(e.source) || fan.members.includes(e.target));
    const cells = new Map(fan.members.map((id) => [id, boxes.get(id)!]));
    for (const [id, points] of fanRoutes(fan, edges, boxes.get(fan.hub)!, block, cells)) routes[id] = points.map(round);
  }
  return { nodes: placed, routes, labels };
}

/** The box a layout is chosen for: the diagram panel at 1280x720 (a projector), less the fit's margins. */
const VIEW = { width: 516, height: 354 };
/** A direction may cost this much of the other's zoom, if its edges cross less. */
const ZOOM_GIVEN_FOR_CROSSINGS = 0.55;

/** Zoom at which the placed top level fits the reference box. */
function fitZoom(placed: readonly PlacedNode[]): number {
  const top = placed.filter((node) => !node.parent);
  const width = Math.max(...top.map((n) => n.x + n.width)) - Math.min(...top.map((n) => n.x));
  const height = Math.max(...top.map((n) => n.y + n.height)) - Math.min(...top.map((n) => n.y));
  return Math.min(FIT_MAX_ZOOM, VIEW.width / Math.max(1, width), VIEW.height / Math.max(1, height));
}

/**
 * Lays the shown graph out with ELK (see {@link rootOptions}); a hub's many single-purpose members
 * (a supervisor's workers, a swarm's agents) go into a grid under it (see {@link findFan}). Top down
 * and, for a graph without such a grid, left to right too: of the two, the one whose edges cross
 * less unless it must be drawn much smaller (names unreadable on a projector), else the larger.
 * Deterministic: the same graph always gets the same layout.
 */
export async function layoutGraph(shown: ShownGraph, engine: ElkEngine): Promise<DiagramLayout> {
  const down = toElk(shown, "DOWN");
  const candidates = [fromElk(shown, await engine.layout(down.graph), down.fans)];
  if (down.fans.size === 0) {
    const right = toElk(shown, "RIGHT");
    candidates.push(fromElk(shown, await engine.layout(right.graph), right.fans));
  }
  const scored = candidates.map((layout) => ({ layout, crossings: layoutCrossings(layout), zoom: fitZoom(layout.nodes) }));
  const floor = ZOOM_GIVEN_FOR_CROSSINGS * Math.max(...scored.map((c) => c.zoom));
  let best = scored[0];
  for (const c of scored.slice(1)) {
    if (c.zoom < floor) continue;
    // Among equals, only a clearly larger zoom beats top down.
    if (best.zoom < floor || c.crossings < best.crossings || (c.crossings === best.crossings && c.zoom > best.zoom * 1.1)) best = c;
  }
  return best.layout;
}

/** Crossings between the layout's edges (see {@link countCrossings}). */
export function layoutCrossings(layout: DiagramLayout): number {
  return countCrossings(Object.values(layout.routes));
}
