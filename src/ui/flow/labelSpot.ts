import { pointAlong, routeLength, type Box, type Point, type Route } from "./geometry";

/** The box an edge label takes: 11 px monospace (about 6.7 px a character) in a padded pill. */
export function labelBox(label: string, at: Point): Box {
  const width = label.length * 6.7 + 12;
  const height = 20;
  return { x: at.x - width / 2, y: at.y - height / 2, width, height };
}

/** Whether two boxes share an area (more than half a pixel each way). */
export function boxesOverlap(a: Box, b: Box): boolean {
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.min(x, y) > 0.5;
}

/**
 * Where a label of `text` goes on `route`: the point nearest the route's middle whose label box
 * covers none of `nodes` (a hand-over tool's name must not hide the agent it names). The middle
 * when no point on the route is clear.
 */
export function labelSpot(route: Route, text: string, nodes: readonly Box[]): Point {
  const length = routeLength(route);
  for (let offset = 0; offset <= 0.5; offset += 0.02) {
    for (const fraction of offset === 0 ? [0.5] : [0.5 - offset, 0.5 + offset]) {
      const at = pointAlong(route, length * fraction);
      if (!nodes.some((node) => boxesOverlap(node, labelBox(text, at)))) return at;
    }
  }
  return pointAlong(route, length / 2);
}
