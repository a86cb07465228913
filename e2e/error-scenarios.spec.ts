import { ERROR_SCENARIOS } from "../src/engine/scenarios/errors";
import { findScenario } from "../src/engine/scenarios";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { buildFailed } from "../src/engine/trace/meantGraph";
import { topLevelPath } from "../src/engine/trace/metrics";
import { run } from "../src/engine/trace/run";
import type { Scenario } from "../src/engine/scenarios/types";
import { comparableStep } from "../src/store/playhead";
import { codeLines } from "../src/ui/scenario/galleryCodeView";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** The run "Apply the fix" puts in B, in Node: the fixed twin, or the scenario on its fix knobs. */
function runFix(scenario: Scenario) {
  const fixed = scenario.gallery?.fixScenarioId ? findScenario(scenario.gallery.fixScenarioId)! : scenario;
  return run(fixed, scenarioKnobs(fixed, { ...scenarioKnobs(scenario), ...scenario.gallery?.fixKnobs }));
}

test.describe("error scenarios that teach", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const scenario of ERROR_SCENARIOS) {
    test(`${scenario.id}: a drawn graph, the code beside its fix, and the fix as a compare that survives a reopen`, async ({ share, flow, gallery, compare, player }) => {
      const broken = await nodeRun(scenario.id);
      const fixed = await runFix(scenario);
      expect(fixed.outcome).toEqual({ status: "completed" });
      const unbuilt = buildFailed(broken);
      const drawn = (unbuilt ? broken.meant!.graph : broken.graph).nodes.filter((node) => !node.parent).map((node) => node.id);
      expect(drawn.length).toBeGreaterThan(1);

      // At A's last step, so B lines up with the whole of A's run (or, when A never built, shows its result).
      const lastA = broken.steps.length - 1;
      const stepB = unbuilt ? fixed.steps.length - 1 : comparableStep(broken, lastA, fixed);
      await share.openFresh(linkTo(scenario.id, {}, lastA));
      // The graph is drawn, built or not: every top-level node Node's run has (or meant).
      // A shape no build prepared is laid out by ELK in its own worker, which a loaded machine starts slowly.
      await expect.poll(() => flow.nodeIds(), { timeout: 30_000 }).toEqual(expect.arrayContaining(drawn));
      if (unbuilt) {
        await expect(gallery.meantNote()).toBeVisible();
        expect((await gallery.failingNodes()).sort()).toEqual([...broken.meant!.failing].sort());
        await expect(gallery.notBuilt()).toBeVisible();
      } else {
        await expect(gallery.meantNote()).toHaveCount(0);
        await expect(gallery.notBuilt()).toHaveCount(0);
      }

      // The mistaken line beside the fixed one, as the scenario's data has them.
      const lines = codeLines(scenario.gallery!.code!.mistaken, scenario.gallery!.code!.fixed);
      expect(await gallery.changedLines("mistaken")).toEqual(lines.mistaken.filter((l) => l.changed).map((l) => l.text));
      expect(await gallery.changedLines("fixed")).toEqual(lines.fixed.filter((l) => l.changed).map((l) => l.text));

      await gallery.applyFix();
      await compare.waitForB();
      // With nothing of A to align with, the player walks B's run: its end shows the fix's result.
      if (unbuilt) {
        expect(await player.stepCount()).toBe(fixed.steps.length);
        await player.jumpToEnd();
      }
      const expectFixCompare = async () => {
        await expect(gallery.compareError("b")).toHaveCount(0);
        await expect(gallery.compareError("a")).toHaveCount(broken.outcome.status === "error" ? 1 : 0);
        expect(await gallery.comparePath("b")).toBe(topLevelPath(fixed).join(" › "));
        await expect(gallery.compareCode("a", "mistaken")).toBeVisible();
        await expect(gallery.compareCode("b", "fixed")).toBeVisible();
        if (unbuilt) await expect(gallery.compareANotBuilt().first()).toBeVisible();
        expect(await gallery.compareFigureB("messages")).toBe(fixed.steps[stepB].state.length);
      };
      await expectFixCompare();

      // The link holds B's step (it waits for B's run before moving the playhead).
      await share.openFresh(await share.settledLink());
      await compare.waitForB();
      await expectFixCompare();
    });
  }
});

test("a graph that did not build says so in the header and the checks, has nothing to fork, and in its fix compare the one player steps B", async ({ share, run: runPage, checks, details, player, gallery, compare }) => {
  const fixed = await runFix(findScenario("error-agent-without-name")!);
  await share.openFresh("v=1&s=error-agent-without-name");
  await runPage.waitForTrace();
  await expect(runPage.status()).toHaveAttribute("data-built", "false");
  await expect(runPage.status()).toBeVisible();
  expect(await details.tabs()).toEqual(["checks"]);
  await details.show("checks");
  await expect(checks.notRun()).toBeVisible();
  await expect(checks.summary()).not.toContainText(/\d/);
  await expect(details.checksBadge()).toHaveCount(0);
  await expect(player.forkButton()).toBeDisabled();

  await gallery.applyFix();
  await compare.waitForB();
  expect(await player.stepCount()).toBe(fixed.steps.length);
  await player.stepForward();
  await expect(compare.side("b")).toHaveAttribute("data-step", "1");
  // A stays on its failed build.
  await expect(compare.side("a")).toHaveAttribute("data-step", "0");
  await player.jumpToEnd();
  await expect(compare.side("b")).toHaveAttribute("data-step", String(fixed.steps.length - 1));
  expect(await gallery.compareFigureB("messages")).toBe(fixed.steps.at(-1)!.state.length);
});

test.describe("fresh loads", () => {
  test.describe.configure({ timeout: 120_000 });

  // A diagram the build did not lay out waits for the layout code; React threw #520 on about half of
  // such fresh loads (a component calling use() on some renders only, see layoutReady).
  test("a compare link whose diagrams wait for the layout code opens again and again with no page error", async ({ share, storage, flow }) => {
    const errors = storage.recordPageErrors();
    for (let load = 0; load < 5; load += 1) {
      await share.openFresh("v=1&s=error-agent-without-name&cmp=&cmps=fixed-agent-without-name");
      await expect.poll(() => flow.nodeIds()).not.toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
