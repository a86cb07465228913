import "../trace/nodeListenerLimit";
import { makeKnobs, type Knobs } from "../knobs";
import type { Scenario } from "../scenarios/types";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";

/**
 * A `run` that runs each scenario and knob setting once per cache (a test file's, or an e2e worker's).
 * Runs are deterministic (the run tests check that), so tests that only read a trace can share one and
 * keep the suite fast.
 */
export function cachedRun(): (scenario: Scenario, knobs?: Partial<Knobs>) => Promise<Trace> {
  const cache = new Map<string, Promise<Trace>>();
  return (scenario, knobs = {}) => {
    const key = `${scenario.id}\u0000${JSON.stringify(makeKnobs(knobs))}`;
    let trace = cache.get(key);
    if (!trace) {
      trace = run(scenario, knobs);
      cache.set(key, trace);
    }
    return trace;
  };
}
