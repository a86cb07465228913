// The runs the page shows, made as the page makes them (no AsyncLocalStorage).
import "../src/engine/trace/asInTheBrowser";
import { SCENARIOS, findScenario } from "../src/engine/scenarios";
import { GALLERY_FIXES } from "../src/engine/scenarios/errors";
import { prepareSweep } from "../src/engine/sweep";
import type { PreparedSweep } from "../src/engine/preparedSweep";
import { o200kCounter } from "../src/engine/tokens/o200k";

/** The sweep of every built-in scenario (and error-gallery fix, openable by its id) at its defaults, run by the real engine. */
export async function prepareSweeps(): Promise<PreparedSweep[]> {
  const count = o200kCounter();
  const sweeps: PreparedSweep[] = [];
  for (const scenario of [...SCENARIOS, ...GALLERY_FIXES]) if (findScenario(scenario.id) === scenario) sweeps.push(await prepareSweep(scenario, count));
  return sweeps;
}

// Run as a script (by the Vite plugin): print the sweeps as JSON.
if (import.meta.url === `file://${process.argv[1]}`) {
  prepareSweeps().then((sweeps) => process.stdout.write(JSON.stringify(sweeps)));
}
