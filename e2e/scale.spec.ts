import { GROWTH_LINES, growthFigures, growthRuns } from "../src/engine/growth";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { contextAt } from "../src/engine/trace/metrics";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { run } from "../src/engine/trace/run";
import { builtinScenario, linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

const scale = builtinScenario("scale");

test.describe("the scale scenario", () => {
  test("a 24-worker link opens and plays to the end, showing what Node's run shows", async ({ app, run: runStatus, player, metrics }) => {
    test.setTimeout(300_000);
    const knobs = { workers: 24 };
    const expected = await nodeRun("scale", knobs);
    await app.goto(`#${linkTo("scale", knobs)}`);
    await runStatus.waitForTrace();
    expect(await player.stepCount()).toBe(expected.steps.length);
    // The fastest speed: how playing looks at 2x is scale-playback.spec.ts's business; here it is the end.
    await player.setSpeed(16);
    await player.play();
    await player.expectStep(expected.steps.length - 1, { timeout: 240_000 });
    await expect(metrics.metric("messages")).toHaveText(String(contextAt(expected).messages));
    await expect(metrics.metric("llm-calls")).toHaveText(String(expected.modelCalls.length));
  });
});

test.describe("the growth chart", () => {
  test("at the defaults shows every line's points from the build, without asking the engine for a run", async ({ app, run: runStatus, growth }) => {
    // Its neighbour in the other worker may be the 24-agent run under CPU throttling: on two cores the
    // three axes' repaints can take longer than the 30 s default.
    test.setTimeout(120_000);
    await app.goto(`#${linkTo("scale")}`);
    await runStatus.waitForTrace();
    await growth.open();
    for (const axis of ["workers", "toolCalls", "turns"] as const) {
      await growth.pickAxis(axis);
      await growth.waitUntilReady();
      const runs = growthRuns(scale, scenarioKnobs(scale), axis);
      const expected = Object.fromEntries(GROWTH_LINES.map((line) => [line.id, runs.filter((r) => r.line === line.id).length]));
      expect(await growth.pointsPerLine()).toEqual(expected);
    }
    expect(await growth.ran()).toBe(0);
  });

  test("for other settings runs every point in the background, each the figure Node's run gives, all counted by the page's one tokenizer", async ({ app, run: runStatus, growth, engine }) => {
    test.setTimeout(240_000);
    const tables = engine.countRankTableFetches();
    const knobs = { workers: 2, toolCalls: 1 };
    await app.goto(`#${linkTo("scale", knobs)}`);
    await runStatus.waitForTrace();
    await growth.open();
    await growth.pickAxis("turns");
    await growth.waitUntilReady({ timeout: 200_000 });
    const runs = growthRuns(scale, scenarioKnobs(scale, knobs), "turns");
    expect(await growth.pointsPerLine()).toEqual(Object.fromEntries(GROWTH_LINES.map((line) => [line.id, runs.filter((r) => r.line === line.id).length])));
    // None of these settings was made at build time: the page ran them (and the workers axis it opened on).
    expect(await growth.ran()).toBeGreaterThanOrEqual(runs.length);
    const probe = runs.find((r) => r.line === "supervisor-full_history" && r.x === 3)!;
    const figures = growthFigures(await run(scale, probe.knobs), o200kCounter());
    expect(await growth.value(probe.line, 3)).toBe(figures.messages);
    await growth.pickMetric("inputTokens");
    expect(await growth.value(probe.line, 3)).toBe(figures.inputTokens);
    // The run worker and every growth worker counted through the token worker: the table came once.
    expect(tables.fetched).toBe(1);
  });
});
