import { makeKnobs, type Knobs } from "../knobs";
import type { Scenario } from "./types";

/**
 * The knobs a scenario opens with: its own overrides, on its first topology, then `overrides` (a
 * link's knobs, the sweep's topology). The app, the sweep, the CLI and the build all start from here.
 */
export function scenarioKnobs(scenario: Pick<Scenario, "topologies" | "knobs">, overrides: Partial<Knobs> = {}): Knobs {
  return makeKnobs({ topology: scenario.topologies[0], ...scenario.knobs, ...overrides });
}
