// The runs the page shows, made as the page makes them (no AsyncLocalStorage).
import "../src/engine/trace/asInTheBrowser";
import { tokenTexts } from "../src/engine/cost/tokenTexts";
import { SCENARIOS } from "../src/engine/scenarios";
import { listingOf, type ScenarioListing } from "../src/engine/scenarios/builtIns";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { run } from "../src/engine/trace/run";
import { baselineKnobs, knobsKey } from "../src/store/baseline";
import { quotedStorySettings } from "../src/store/storySettings";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import type { PreparedLayout } from "../src/ui/flow/layoutCache";
import { prepareLayouts } from "../src/ui/flow/prepareLayouts";
import type { PreparedRun } from "../src/store/types";

/**
 * The runs the page opens with, with their token counts: the first scenario at its knobs, its
 * baseline, and the story settings its texts quote (the summary's figures), so the first paint has
 * every figure it shows and needs no engine worker.
 */
export async function prepareOpeningRuns(): Promise<PreparedRun[]> {
  const scenario = SCENARIOS[0];
  const knobs = scenarioKnobs(scenario);
  const settings = [knobs, baselineKnobs(knobs), ...quotedStorySettings(scenario).map((setting) => setting.knobs)];
  const runs = settings.filter((setting, at) => settings.findIndex((other) => knobsKey(other) === knobsKey(setting)) === at);
  const traces = await Promise.all(runs.map((k) => run(scenario, k)));
  // Counted here, so the first diagram's token figures show with it, before any tokenizer loads in the page.
  const count = o200kCounter();
  return traces.map((trace) => ({ scenarioId: scenario.id, knobs: trace.knobs, trace, tokens: tokenTexts(trace).map((text) => count(text)) }));
}

/**
 * What the page opens with: the runs, the diagram layouts of the graph on screen and its baseline's
 * (no group folded), and the picker's index of every built-in (the catalogue itself comes after the first paint).
 */
export async function prepareOpening(): Promise<{ runs: PreparedRun[]; layouts: PreparedLayout[]; scenarioIndex: ScenarioListing[] }> {
  const runs = await prepareOpeningRuns();
  // The story settings' runs give figures only; their diagrams (other topologies) are not on screen.
  return { runs, layouts: await prepareLayouts(runs.slice(0, 2).map((r) => r.trace.graph)), scenarioIndex: SCENARIOS.map(listingOf) };
}

// Run as a script (by the Vite plugin): print the runs and layouts as JSON.
if (import.meta.url === `file://${process.argv[1]}`) {
  prepareOpening().then((opening) => process.stdout.write(JSON.stringify(opening)));
}
