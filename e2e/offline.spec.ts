import { findScenario } from "../src/engine/scenarios";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { run as nodeRun } from "../src/engine/trace/run";
import { expect, test } from "./fixtures";

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: "allow" });

test.describe("offline", () => {
  test.describe.configure({ timeout: 120_000 });

  test("once loaded, the app reloads with no network and its engine worker still runs a changed knob", async ({ app, knobs, run, metrics, player }) => {
    const scenario = findScenario("research-code")!;
    const fullHistory = await nodeRun(scenario, scenarioKnobs(scenario, { outputMode: "full_history" }));

    await app.goto();
    await run.waitForTrace();
    await app.waitUntilAvailableOffline();
    await app.setOffline(true);

    await app.reload();
    await run.waitForTrace();
    // A page opened with no link starts at step 1, and a knob change keeps the playhead: look at the end.
    await player.jumpToEnd();
    // A knob change is a fresh run: the engine worker's script and chunks come from the precache.
    await knobs.set("outputMode", "full_history");
    await run.waitForTrace();
    await expect(metrics.metric("messages")).toHaveText(String(fullHistory.steps.at(-1)!.state.length));
  });
});
