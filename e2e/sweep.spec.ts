import { traceCost } from "../src/engine/cost/cost";
import { DEFAULT_MODEL_CHOICE } from "../src/engine/cost/prices";
import { makeKnobs } from "../src/engine/knobs";
import { oneKnobNeighbours } from "../src/engine/neighbours";
import { sweep } from "../src/engine/sweep";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { sweepCombos } from "../src/engine/sweepPlan";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { contextAt } from "../src/engine/trace/metrics";
import { knobsKey } from "../src/store/baseline";
import { comparableStep } from "../src/store/playhead";
import { changingRows, unchangingKnobs } from "../src/ui/sweep/sweepChanging";
import { sweepPoolSize } from "../src/worker/sweepPool";
import { builtinScenario, linkTo, linkToEdited, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";
import { PredictionPage } from "./pages/PredictionPage";

const count = o200kCounter();
const SWEEP = "&panels=knobs,history,chart,sweep";

test.describe("the sweep that reads", () => {
  // The first rows wait for the sweep workers to load the runtime and the tokenizer.
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 1280, height: 720 } });

  test("shows 20 or more whole rows at once at 1280x720", async ({ share, sweep }) => {
    await share.open(`${linkTo("research-code")}${SWEEP}`);
    await sweep.waitForRows();
    await expect.poll(() => sweep.rows().count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(30);
    expect(await sweep.fullyVisibleRows()).toBeGreaterThanOrEqual(20);
  });

  test("the pivot lays outputMode by addHandoffMessages out as the four runs Node makes, and a cell switches to its setting", async ({ share, sweep, knobs, run }) => {
    const expected = new Map<string, number>();
    for (const outputMode of ["full_history", "last_message"] as const) {
      for (const addHandoffMessages of [true, false]) {
        expected.set(`${outputMode}|${addHandoffMessages}`, contextAt(await nodeRun("research-code", { topology: "supervisor", outputMode, addHandoffMessages })).messages);
      }
    }
    await share.open(`${linkTo("research-code", { topology: "supervisor" })}${SWEEP}`);
    await sweep.waitForRows();
    expect(await sweep.pivotAxes()).toEqual({ x: "outputMode", y: "addHandoffMessages", figure: "messages" });
    const cells = await sweep.pivotCells();
    expect(new Map(cells.map((cell) => [`${cell.x}|${cell.y}`, Number(cell.value)]))).toEqual(expected);
    expect(cells.filter((cell) => cell.current)).toHaveLength(1);

    await sweep.pickPivotCell("full_history", "false");
    await run.waitForTrace();
    await expect(knobs.knob("outputMode")).toHaveValue("full_history");
    await expect(knobs.knob("addHandoffMessages")).not.toBeChecked();
    await expect.poll(async () => (await sweep.pivotCells()).filter((cell) => cell.current).map((cell) => `${cell.x}|${cell.y}`)).toEqual(["full_history|false"]);
  });

  test("'only knobs that change the figures' hides the knob that changes nothing and the rows that differ only in it", async ({ share, sweep }) => {
    const rows = await nodeSweep(["swarm"]);
    const unchanging = [...unchangingKnobs(rows).get("swarm")!];
    expect(unchanging.length).toBeGreaterThan(0);
    await share.open(`${linkTo("research-code", { topology: "swarm" })}${SWEEP}`);
    await sweep.waitForRows();
    await sweep.filter("swarm");
    await expect(sweep.rows()).toHaveCount(rows.length, { timeout: 120_000 });
    expect(await sweep.knobColumns()).toEqual(expect.arrayContaining(unchanging));

    await sweep.toggleOnlyChanging();
    await expect(sweep.rows()).toHaveCount(changingRows(rows).length);
    for (const knob of unchanging) expect(await sweep.knobColumns()).not.toContain(knob);
    for (const knob of unchanging) await expect(sweep.hiddenKnobs()).toContainText(knob);
    await sweep.toggleOnlyChanging();
    await expect(sweep.rows()).toHaveCount(rows.length);
  });
});

test.describe("the sweep made at build time", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a built-in at its defaults shows every row at once, as Node runs them, with no engine running any", async ({ share, sweep, run }) => {
    const expected = await nodeSweep(builtinScenario("research-code").topologies);
    const engines = sweep.countStartedEngineWorkers();
    await share.open(`${linkTo("research-code")}${SWEEP}`);
    await run.waitForTrace();
    await sweep.expectStatus("ready");
    await sweep.filter("all");
    expect(await sweep.rowFigures()).toEqual(expected.map(({ topology, messages }) => ({ topology, messages })));
    expect(await sweep.ran()).toBe(0);
    // The page's own run worker, and no sweep worker beside it.
    await expect.poll(() => engines.started).toBe(1);
    expect(engines.started).toBe(1);
  });

  test.describe("run ahead", () => {
    // Run ahead as it is for users: the page starts the sweep's engines while idle.
    test.use({ runAhead: true });

    test("once the user has changed a setting, the sweep's engine starts while the page is idle and the sweep opened later runs on it", async ({ page, share, sweep, run, knobs }) => {
      const scenario = builtinScenario("research-code");
      const toggled = makeKnobs({ ...scenarioKnobs(scenario), outputMode: "full_history" });
      const expected = await nodeSweep(scenario.topologies);
      const engines = sweep.countStartedEngineWorkers();
      const prediction = new PredictionPage(page);
      await share.open(linkToEdited("research-code"));
      await run.waitForTrace();
      // Only watched: the page's run worker alone.
      expect(engines.started).toBe(1);
      await knobs.set("outputMode", "full_history");
      await run.waitForTrace();
      // The run worker, the one that runs the neighbours ahead, and the sweep's own.
      const started = 2 + sweepPoolSize(await page.evaluate(() => navigator.hardwareConcurrency));
      await expect.poll(() => engines.started, { timeout: 60_000 }).toBe(started);
      // Once the neighbours have run ahead, the sweep takes their rows and the one on screen, and runs the rest.
      const neighbours = oneKnobNeighbours(scenario, toggled);
      await expect.poll(() => prediction.ready(), { timeout: 60_000 }).toBe(neighbours.length);
      const heldKeys = new Set([toggled, ...neighbours].map(knobsKey));
      const held = sweepCombos(scenario).filter((combo) => heldKeys.has(knobsKey(combo.knobs))).length;
      await sweep.open();
      await sweep.expectStatus("ready", { timeout: 120_000 });
      expect(await sweep.held()).toBe(held);
      expect(await sweep.ran()).toBe(expected.length - held);
      expect(engines.started).toBe(started);
      await sweep.filter("all");
      expect(await sweep.rowFigures()).toEqual(expected.map(({ topology, messages }) => ({ topology, messages })));
    });
  });

  test("an edited scenario streams real rows from the sweep's engines, counted by the page's one tokenizer", async ({ share, sweep, run, engine }) => {
    const expected = await nodeSweep(builtinScenario("research-code").topologies);
    const engines = sweep.countStartedEngineWorkers();
    const tables = engine.countRankTableFetches();
    await share.open(linkToEdited("research-code"));
    await run.waitForTrace();
    await sweep.open();
    await sweep.expectStatus("running");
    expect((await sweep.progress()).done).toBeLessThan(expected.length);
    await sweep.expectStatus("ready", { timeout: 120_000 });
    // A page only watched has run nothing ahead: the run on screen is the one row it holds.
    expect(await sweep.held()).toBe(1);
    expect(await sweep.ran()).toBe(expected.length - 1);
    expect(engines.started).toBeGreaterThanOrEqual(2);
    await sweep.filter("all");
    // Only the title is edited, so the rows are the built-in's figures, run again.
    expect(await sweep.rowFigures()).toEqual(expected.map(({ topology, messages }) => ({ topology, messages })));
    // Every engine worker (the run's, the sweep's) counted through the token worker: the table came once.
    expect(tables.fetched).toBe(1);
  });
});

/** A sweep of research-code's topologies in Node, with tokens as the app's sweep workers count them. */
function nodeSweep(topologies: string[]) {
  return sweep(builtinScenario("research-code"), topologies as never, count);
}

test.describe("cost", () => {
  test.describe.configure({ timeout: 240_000 });

  test("shows the run's cost at the list prices and follows an edited price and a model per agent, stored across a reload and in the sweep", async ({ page, share, cost, sweep, a11y }) => {
    const trace = await nodeRun("research-code");
    const at = (setup: Parameters<typeof traceCost>[2]) => traceCost(trace, count, setup).usd;
    const edited = { "gpt-4.1": { input: 4, output: 8 } };
    await share.open(linkTo("research-code", {}, trace.steps.length - 1));
    expect(await cost.metricUsd()).toBeCloseTo(at({ prices: {}, models: DEFAULT_MODEL_CHOICE }), 12);

    await cost.open();
    await cost.setPrice("gpt-4.1", "input", "4");
    await expect.poll(() => cost.metricUsd()).toBeCloseTo(at({ prices: edited, models: DEFAULT_MODEL_CHOICE }), 12);
    await cost.setAgentModel("researcher", "gpt-5-mini");
    const mine = { prices: edited, models: { ...DEFAULT_MODEL_CHOICE, agents: { researcher: "gpt-5-mini" as const } } };
    await expect.poll(() => cost.metricUsd()).toBeCloseTo(at(mine), 12);
    expect((await cost.agents()).map((a) => [a.agent, a.model])).toEqual(traceCost(trace, count, mine).agents.map((a) => [a.agent, a.model]));
    // Not a number: marked, and the last good price keeps counting.
    await cost.setPrice("gpt-4.1", "input", "abc");
    await expect(cost.price("gpt-4.1", "input")).toHaveAttribute("aria-invalid", "true");
    expect(await cost.metricUsd()).toBeCloseTo(at(mine), 12);
    await a11y.press("Escape");
    await expect(cost.dialog()).toHaveCount(0);
    expect(await a11y.focusedTestId()).toBe("cost-open");

    await page.reload();
    expect(await cost.metricUsd()).toBeCloseTo(at(mine), 12);
    await sweep.open();
    await sweep.waitForRows();
    expect(await sweep.currentRowCost()).toBeCloseTo(at(mine), 12);
  });

  test("compare mode shows A's and B's cost at their aligned steps", async ({ share, compare, cost }) => {
    const a = await nodeRun("research-code", { outputMode: "full_history" });
    const b = await nodeRun("research-code", { addHandoffMessages: false });
    const setup = { prices: {}, models: DEFAULT_MODEL_CHOICE };
    const stepA = a.steps.length - 1;
    await share.open(`${linkTo("research-code", { outputMode: "full_history" }, stepA)}&cmp=addHandoffMessages.false`);
    await compare.waitForB();
    const shown = await cost.compared();
    expect(shown.a).toBeCloseTo(traceCost(a, count, setup, stepA).usd, 12);
    expect(shown.b).toBeCloseTo(traceCost(b, count, setup, comparableStep(a, stepA, b)).usd, 12);
    expect(shown.b).toBeLessThan(shown.a);
  });
});
