import type { Knobs } from "../knobs";
import { getTopology } from "../topologies";
import { scenarioKnobs } from "./scenarioKnobs";
import type { Scenario } from "./types";

/**
 * The settings worth putting side by side for a scenario, as full knob settings, without repeats:
 * the scenario's own `keySettings` when it lists them (research-code's 16 / 12 / 4 / 6 / 8 strip);
 * otherwise, per topology it plays, the setting that keeps everything and the topology's defaults.
 */
export function keySettings(scenario: Scenario): Knobs[] {
  const wanted: Partial<Knobs>[] =
    scenario.keySettings ??
    scenario.topologies.flatMap((topology) => [{ topology, ...getTopology(topology).keepEverything }, { topology }]);
  const seen = new Set<string>();
  const settings: Knobs[] = [];
  for (const partial of wanted) {
    const knobs = scenarioKnobs(scenario, partial);
    // makeKnobs parses through one zod object, so equal settings serialize alike.
    const key = JSON.stringify(knobs);
    if (seen.has(key)) continue;
    seen.add(key);
    settings.push(knobs);
  }
  return settings;
}
