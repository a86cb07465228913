import { makeKnobs } from "../src/engine/knobs";
import { oneKnobNeighbours } from "../src/engine/neighbours";
import { findScenario } from "../src/engine/scenarios";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { run as nodeRun } from "../src/engine/trace/run";
import { expect, test } from "./fixtures";
import { PredictionPage } from "./pages/PredictionPage";

/*
 * While the page is idle it runs the settings one knob away from the one on screen, on a background
 * engine of its own, so a toggle repaints from a real run that is already there. Figures from Node.
 */
const scenario = findScenario("research-code")!;
const knobs = scenarioKnobs(scenario);
const toggled = { ...knobs, outputMode: knobs.outputMode === "full_history" ? "last_message" : "full_history" } as const;

// The background engine worker starts cold and runs 15 settings: on a busy machine that outlasts 30 s.
test.describe.configure({ timeout: 120_000 });
// The page runs ahead as it does for users; the second test opens its own `?predict=off` page.
test.use({ runAhead: true });

test("after a first toggle, the settings one knob away run ahead, and a toggle back repaints from that run with the figures of a run made when asked", async ({ share, knobs: panel, run, metrics, player, page }) => {
  const expected = await nodeRun(scenario, knobs);
  const prediction = new PredictionPage(page);
  await share.openFresh("v=1&s=research-code");
  // A page only watched runs nothing ahead.
  expect(await prediction.ready()).toBe(0);
  await panel.set("outputMode", toggled.outputMode);
  await run.waitForTrace();
  await expect.poll(() => prediction.ready(), { timeout: 60_000 }).toBe(oneKnobNeighbours(scenario, makeKnobs(toggled)).length);
  await panel.set("outputMode", knobs.outputMode);
  await run.waitForTrace();
  await player.jumpToEnd();
  await expect(metrics.metric("messages")).toHaveText(String(expected.steps.at(-1)!.state.length));
  expect(await prediction.served()).toBe(1);
});

test("with ?predict=off nothing is run ahead and the toggle is made when asked, to the same figures", async ({ knobs: panel, run, metrics, player, page }) => {
  const expected = await nodeRun(scenario, toggled);
  const prediction = new PredictionPage(page);
  await prediction.openWithoutPredictions("v=1&s=research-code");
  await panel.set("outputMode", toggled.outputMode);
  await run.waitForTrace();
  await player.jumpToEnd();
  await expect(metrics.metric("messages")).toHaveText(String(expected.steps.at(-1)!.state.length));
  expect(await prediction.served()).toBe(0);
  expect(await prediction.ready()).toBe(0);
});
