import type { Box, Point } from "./geometry";

/** An edge between two members of one level (ids of nodes directly in that level). */
export interface LevelEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
}

/** Siblings that only ever talk to one hub (a supervisor's workers): drawn as a grid under it. */
export interface Fan {
  hub: string;
  members: string[];
  cols: number;
  cell: { width: number; height: number };
}

/** More siblings than this under one hub pack into a grid rather than one long row. */
export const FAN_ROW = 6;
/** Room above the rows for the trunks' horizontal runs, the channel above each row, the gutter, the gap between cells. */
const TOP = 22;
const CHANNEL = 30;
const GUTTER = 22;
const GAP = 16;
/** The box a grid should fit: the diagram pane on a 1280x720 projector. */
const VIEW = { width: 700, height: 440 };
/** How far apart the two directions of a hub-member link run. */
const LANE = 4;

/**
 * The fan of a level, if it has one: a hub with more than {@link FAN_ROW} members whose every edge
 * joins the hub or another member, none labelled (a supervisor's workers; a swarm's agents, all
 * handing off to each other, under START). `solid` says whether a node is drawn as one box (no inner
 * nodes shown); a hub may be a terminal, a member may not.
 */
export function findFan(
  members: readonly string[],
  edges: readonly LevelEdge[],
  solid: (id: string) => { box: boolean; terminal: boolean },
  size: (id: string) => { width: number; height: number },
): Fan | undefined {
  for (const hub of members) {
    if (!solid(hub).box) continue;
    let fan = members.filter((m) => m !== hub && solid(m).box && !solid(m).terminal && edges.some((e) => (e.source === hub && e.target === m) || (e.source === m && e.target === hub)));
    // Drop members with an edge that leaves the hub and the fan, until none has one.
    for (let before = -1; before !== fan.length; ) {
      before = fan.length;
      const inside = new Set([hub, ...fan]);
      fan = fan.filter((m) => edges.every((e) => (e.source !== m && e.target !== m) || (inside.has(e.source) && inside.has(e.target) && !e.label)));
    }
    if (fan.length <= FAN_ROW) continue;
    const cell = { width: Math.max(...fan.map((m) => size(m).width)), height: Math.max(...fan.map((m) => size(m).height)) };
    return { hub, members: fan, cols: bestColumns(fan.length, cell), cell };
  }
  return undefined;
}

/** The columns that let the grid (and the hub above it) be drawn largest in the reference view. */
function bestColumns(count: number, cell: { width: number; height: number }): number {
  let best = 1;
  let bestZoom = 0;
  for (let cols = 1; cols <= count; cols += 1) {
    const size = gridSize(cols, Math.ceil(count / cols), cell);
    const zoom = Math.min(VIEW.width / size.width, VIEW.height / (size.height + 2 * cell.height + 60));
    if (zoom > bestZoom + 1e-9) [best, bestZoom] = [cols, zoom];
  }
  return best;
}

function gridSize(cols: number, rows: number, cell: { width: number; height: number }): { width: number; height: number } {
  return { width: GUTTER + cols * cell.width + (cols - 1) * GAP, height: TOP + rows * (CHANNEL + cell.height) };
}

/** The block the whole grid takes (laid out as one node). */
export function fanBlock(fan: Fan): { width: number; height: number } {
  return gridSize(fan.cols, Math.ceil(fan.members.length / fan.cols), fan.cell);
}

/** Each member's box, the block placed at `block` (in the coordinates `block` is in). */
export function fanCells(fan: Fan, block: Point): Map<string, Box> {
  return new Map(
    fan.members.map((id, i) => {
      const [row, col] = [Math.floor(i / fan.cols), i % fan.cols];
      return [id, { x: block.x + GUTTER + col * (fan.cell.width + GAP), y: block.y + TOP + CHANNEL + row * (CHANNEL + fan.cell.height), ...fan.cell }];
    }),
  );
}

/**
 * Routes of a fan's edges, as an org chart draws them: from the hub's bottom to the grid's top,
 * down the gutter on its left, along the channel above the member's row and down into the member
 * (and the same way back, a lane apart); between two members, up into one's channel, along the
 * gutter and down from the other's. `block` and the boxes are absolute.
 */
export function fanRoutes(fan: Fan, edges: readonly LevelEdge[], hub: Box, block: Point, cells: Map<string, Box>): Map<string, Point[]> {
  const routes = new Map<string, Point[]>();
  const centre = hub.x + hub.width / 2;
  const gutter = block.x + GUTTER / 2;
  /** From the gutter into a member (`side` -1) or out of it to the gutter (+1). */
  const leg = (cell: Box, side: number): Point[] => {
    const channel = cell.y - CHANNEL / 2 + side * LANE;
    const x = cell.x + cell.width / 2 + side * LANE * 2;
    const points = [{ x: gutter + side * LANE, y: channel }, { x, y: channel }, { x, y: cell.y }];
    return side < 0 ? points : points.reverse();
  };
  for (const edge of edges) {
    const [from, to] = [cells.get(edge.source), cells.get(edge.target)];
    if (from && to) routes.set(edge.id, [...leg(from, 1), ...leg(to, -1)]);
    else if (to && edge.source === fan.hub) routes.set(edge.id, [...trunk(-1), ...leg(to, -1)]);
    else if (from && edge.target === fan.hub) routes.set(edge.id, [...leg(from, 1), ...trunk(1).reverse()]);
  }
  return routes;

  /** From the hub's bottom to the top of the gutter (`side` -1 going out, +1 the lane coming back). */
  function trunk(side: number): Point[] {
    const y = block.y + TOP / 2 + side * LANE;
    return [
      { x: centre + side * LANE * 2, y: hub.y + hub.height },
      { x: centre + side * LANE * 2, y },
      { x: gutter + side * LANE, y },
    ];
  }
}
