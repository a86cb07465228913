import { makeKnobs, type Knobs } from "../engine/knobs";
import { TOPOLOGIES } from "../engine/topologies";

/**
 * The knobs of the baseline run for the current knobs: same topology and limits, and the knob values
 * its descriptor says keep everything in the shared history ("Show what was dropped" compares with it).
 */
export function baselineKnobs(knobs: Knobs): Knobs {
  return makeKnobs({ topology: knobs.topology, recursionLimit: knobs.recursionLimit, ...TOPOLOGIES[knobs.topology].keepEverything });
}

/** A key that is equal for two knob settings exactly when their values are. */
export function knobsKey(knobs: Partial<Knobs>): string {
  // Plain code-unit order: localeCompare would load the locale's collation on the page's first run.
  return JSON.stringify(Object.entries(knobs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
