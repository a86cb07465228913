import leven from "leven";

/**
 * Up to `count` of `ids` that look like `wanted`, closest first: an id that contains it or that it
 * contains (`refund` and `refund-9821`, `scale-24` and `scale`) before any other, then by edit distance;
 * none more than half of `wanted` away, so a name unlike them all gets no suggestion.
 */
export function closestIds(wanted: string, ids: readonly string[], count = 3): string[] {
  const farthest = Math.max(2, Math.floor(wanted.length / 2));
  const scored = ids.map((id) => {
    const distance = leven(wanted, id);
    const overlaps = id.includes(wanted) || wanted.includes(id);
    return { id, distance, overlaps };
  });
  return scored
    .filter((s) => s.overlaps || s.distance <= farthest)
    .sort((a, b) => Number(b.overlaps) - Number(a.overlaps) || a.distance - b.distance)
    .slice(0, count)
    .map((s) => s.id);
}
