import { makeKnobs, type Knobs, type TopologyId } from "../engine/knobs";

/**
 * Per topology, the knob values that keep everything in the shared history. "Show what was dropped"
 * compares the current run with this one; topologies not listed compare with their defaults.
 */
const KEEP_EVERYTHING: Partial<Record<TopologyId, Partial<Knobs>>> = {
  supervisor: { outputMode: "full_history", addHandoffMessages: true, addHandoffBackMessages: "follow" },
};

/** The knobs of the baseline run for the current knobs: same topology and limits, nothing dropped. */
export function baselineKnobs(knobs: Knobs): Knobs {
  return makeKnobs({ topology: knobs.topology, recursionLimit: knobs.recursionLimit, ...KEEP_EVERYTHING[knobs.topology] });
}

/** A key that is equal for two knob settings exactly when their values are. */
export function knobsKey(knobs: Partial<Knobs>): string {
  // Plain code-unit order: localeCompare would load the locale's collation on the page's first run.
  return JSON.stringify(Object.entries(knobs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
