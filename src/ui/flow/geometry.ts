/** A point in diagram coordinates. */
export interface Point {
  x: number;
  y: number;
}

/** A box in diagram coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Beyond this zoom a layout gains nothing (the diagram's fitView stops there too). */
export const FIT_MAX_ZOOM = 1.2;

/** An edge as drawn: a polyline from its source's border to its target's. */
export type Route = readonly Point[];

const EPS = 1e-6;

const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Where segments ab and cd cross (a single point), or undefined for none (parallel or overlapping segments included). */
export function segmentIntersection(a: Point, b: Point, c: Point, d: Point): Point | undefined {
  const denominator = (b.x - a.x) * (d.y - c.y) - (b.y - a.y) * (d.x - c.x);
  if (Math.abs(denominator) < EPS) return undefined;
  const t = cross(a, c, d) / denominator;
  const u = cross(a, c, b) / denominator;
  if (t < -EPS || t > 1 + EPS || u < -EPS || u > 1 + EPS) return undefined;
  return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
}

const near = (p: Point, q: Point, within: number): boolean => Math.abs(p.x - q.x) <= within && Math.abs(p.y - q.y) <= within;

/**
 * How many times two routes cross. Meeting at an end (two edges into the same node, which arrive at
 * the same border point or a few pixels apart) is not a crossing.
 */
export function routeCrossings(first: Route, second: Route, endSlack = 3): number {
  const ends = [first[0], first.at(-1)!, second[0], second.at(-1)!];
  let count = 0;
  for (let i = 1; i < first.length; i += 1) {
    for (let j = 1; j < second.length; j += 1) {
      const at = segmentIntersection(first[i - 1], first[i], second[j - 1], second[j]);
      if (at && !ends.some((end) => near(at, end, endSlack))) count += 1;
    }
  }
  return count;
}

/** Crossings between every pair of routes. */
export function countCrossings(routes: readonly Route[]): number {
  let count = 0;
  for (let i = 0; i < routes.length; i += 1) {
    for (let j = i + 1; j < routes.length; j += 1) count += routeCrossings(routes[i], routes[j]);
  }
  return count;
}

const inside = (p: Point, box: Box): boolean => p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height;

/** Whether a route passes through the inside of a box (shrunk by `inset`, so touching its border does not count). */
export function routeEntersBox(route: Route, box: Box, inset = 2): boolean {
  const inner = { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
  if (inner.width <= 0 || inner.height <= 0) return false;
  const corners = [
    { x: inner.x, y: inner.y },
    { x: inner.x + inner.width, y: inner.y },
    { x: inner.x + inner.width, y: inner.y + inner.height },
    { x: inner.x, y: inner.y + inner.height },
  ];
  for (let i = 1; i < route.length; i += 1) {
    const [a, b] = [route[i - 1], route[i]];
    if (inside(a, inner) || inside(b, inner)) return true;
    for (let k = 0; k < 4; k += 1) if (segmentIntersection(a, b, corners[k], corners[(k + 1) % 4])) return true;
  }
  return false;
}

/** The point where the segment from the box's centre towards `toward` leaves the box. */
export function borderPoint(box: Box, toward: Point): Point {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = toward.x - cx;
  const dy = toward.y - cy;
  if (Math.abs(dx) < EPS && Math.abs(dy) < EPS) return { x: cx, y: box.y };
  const scale = Math.min(Math.abs(dx) > EPS ? box.width / 2 / Math.abs(dx) : Infinity, Math.abs(dy) > EPS ? box.height / 2 / Math.abs(dy) : Infinity);
  return { x: cx + dx * scale, y: cy + dy * scale };
}

/** Length of a route. */
export function routeLength(route: Route): number {
  let length = 0;
  for (let i = 1; i < route.length; i += 1) length += Math.hypot(route[i].x - route[i - 1].x, route[i].y - route[i - 1].y);
  return length;
}

/** The point `distance` along a route (its last point past the end). */
export function pointAlong(route: Route, distance: number): Point {
  let left = distance;
  for (let i = 1; i < route.length; i += 1) {
    const step = Math.hypot(route[i].x - route[i - 1].x, route[i].y - route[i - 1].y);
    if (step >= left && step > 0) {
      const t = left / step;
      return { x: route[i - 1].x + t * (route[i].x - route[i - 1].x), y: route[i - 1].y + t * (route[i].y - route[i - 1].y) };
    }
    left -= step;
  }
  return route.at(-1)!;
}

/** The point halfway along a route (where its label goes). */
export function routeMidpoint(route: Route): Point {
  return pointAlong(route, routeLength(route) / 2);
}

/** An SVG path through the route, its corners rounded (radius at most `radius`, less on short legs). */
export function roundedPath(route: Route, radius = 10): string {
  if (route.length === 0) return "";
  const parts = [`M ${route[0].x} ${route[0].y}`];
  for (let i = 1; i < route.length - 1; i += 1) {
    const [prev, at, next] = [route[i - 1], route[i], route[i + 1]];
    const inLength = Math.hypot(at.x - prev.x, at.y - prev.y);
    const outLength = Math.hypot(next.x - at.x, next.y - at.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    if (r < 0.5) {
      parts.push(`L ${at.x} ${at.y}`);
      continue;
    }
    const before = { x: at.x - ((at.x - prev.x) / inLength) * r, y: at.y - ((at.y - prev.y) / inLength) * r };
    const after = { x: at.x + ((next.x - at.x) / outLength) * r, y: at.y + ((next.y - at.y) / outLength) * r };
    parts.push(`L ${before.x} ${before.y}`, `Q ${at.x} ${at.y} ${after.x} ${after.y}`);
  }
  const last = route.at(-1)!;
  if (route.length > 1) parts.push(`L ${last.x} ${last.y}`);
  return parts.join(" ");
}
