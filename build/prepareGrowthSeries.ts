// The runs the page shows, made as the page makes them (no AsyncLocalStorage).
import "../src/engine/trace/asInTheBrowser";
import { GROWTH_AXIS_NAMES, growthFigures, growthRuns } from "../src/engine/growth";
import { SCENARIOS } from "../src/engine/scenarios";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { run } from "../src/engine/trace/run";
import type { PreparedGrowthPoint } from "../src/store/types";

/**
 * The growth-chart points of every generated built-in scenario at its defaults, on every axis, run
 * by the real engine (one run per distinct knob setting: the axes meet at the defaults).
 */
export async function prepareGrowthSeries(): Promise<PreparedGrowthPoint[]> {
  const count = o200kCounter();
  const points = new Map<string, PreparedGrowthPoint>();
  for (const scenario of SCENARIOS.filter((s) => s.generator)) {
    for (const axis of GROWTH_AXIS_NAMES) {
      for (const { knobs } of growthRuns(scenario, scenarioKnobs(scenario), axis)) {
        const key = JSON.stringify(knobs);
        if (!points.has(key)) points.set(key, { scenarioId: scenario.id, knobs, figures: growthFigures(await run(scenario, knobs), count) });
      }
    }
  }
  return [...points.values()];
}

// Run as a script (by the Vite plugin): print the points as JSON.
if (import.meta.url === `file://${process.argv[1]}`) {
  prepareGrowthSeries().then((points) => process.stdout.write(JSON.stringify(points)));
}
