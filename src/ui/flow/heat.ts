/** Shades of the input-token heat, lightest first: a node's share of the most-read node's tokens picks one. */
export const HEAT_SHADES = [
  "!bg-amber-50 dark:!bg-amber-950/50",
  "!bg-amber-100 dark:!bg-amber-900/60",
  "!bg-amber-200 dark:!bg-amber-800/70",
  "!bg-amber-300 dark:!bg-amber-700/80",
  "!bg-amber-400 dark:!bg-amber-600/90",
] as const;

/**
 * The shade (an index into {@link HEAT_SHADES}) for a node that read `tokens` when the most any node
 * read is `max`: equal fifths of the range from nothing to the most.
 */
export function heatShade(tokens: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(HEAT_SHADES.length - 1, Math.floor((tokens / max) * HEAT_SHADES.length));
}
