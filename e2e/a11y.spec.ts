import { makeKnobs } from "../src/engine/knobs";
import { interruptRules } from "../src/engine/scenarios/interruptRules";
import { run } from "../src/engine/trace/run";
import { expect, test } from "./fixtures";

/** Main views: a plain run, an error-gallery entry (its card and button), dangling tool calls, the router's state panel, nested teams. */
const VIEWS = ["research-code&step=9", "error-command-without-ends", "parallel-handoffs&step=12", "router&step=5", "hierarchical&step=10"];
/** Every panel open, the sweep drawer too. */
const ALL_PANELS = "panels=knobs,history,chart,narrative,modelInput,dropped,sweep";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`axe, ${colorScheme} theme`, () => {
    test.describe.configure({ timeout: 300_000 });
    // The dark pages run only axe's colour rules (COLOUR_RULES, in the a11y fixture): nothing else changes with the theme.
    test.use({ colorScheme });

    test("every main view, with the sweep drawer and every panel open, has no violations", async ({ share, sweep, a11y }) => {
      for (const view of VIEWS) {
        await share.openFresh(`v=1&s=${view}&${ALL_PANELS}`);
        await sweep.waitForRows();
        expect(await a11y.violations(), view).toEqual([]);
      }
    });

    test("the prices and models dialog, and the sweep folded to the knobs that change the figures, have no violations", async ({ share, cost, sweep, a11y }) => {
      await share.openFresh("v=1&s=research-code&step=14");
      await cost.metricUsd();
      await cost.open();
      expect(await a11y.violations(), "cost dialog").toEqual([]);
      await cost.close();
      await sweep.open();
      await sweep.waitForRows();
      await sweep.toggleOnlyChanging();
      await sweep.pivotCells();
      expect(await a11y.violations(), "sweep folded, pivot").toEqual([]);
    });

    test("the presenter layout (folded and unfolded, in compare mode too) and the embed view have no violations, in both languages", async ({ share, layout, compare, a11y }) => {
      for (const lang of ["en", "zh"]) {
        await share.openFresh(`v=1&s=research-code&step=9&present=1&lang=${lang}`);
        expect(await a11y.violations(), `presenter ${lang}`).toEqual([]);
        await layout.openPresenterMore();
        expect(await a11y.violations(), `presenter unfolded ${lang}`).toEqual([]);
        await share.openFresh(`v=1&s=research-code&step=9&present=1&cmp=addHandoffMessages.false&lang=${lang}`);
        await compare.waitForB();
        expect(await a11y.violations(), `presenter compare ${lang}`).toEqual([]);
        await share.openFresh(`v=1&s=research-code&step=9&embed=1&lang=${lang}`);
        await expect(layout.embedView()).toBeVisible();
        expect(await a11y.violations(), `embed ${lang}`).toEqual([]);
      }
    });

    test("the scenario picker open and filtered, and a lesson's predict step, its answer and its summary have no violations", async ({ share, picker, lesson, a11y }) => {
      // English last: its page, the picker closed again, is where the lesson starts.
      for (const lang of ["zh", "en"]) {
        await share.openFresh(`v=1&s=research-code&lang=${lang}`);
        await picker.open();
        expect(await a11y.violations(), `picker ${lang}`).toEqual([]);
        await picker.filter().fill("turns");
        expect(await a11y.violations(), `picker filtered ${lang}`).toEqual([]);
        await a11y.press("Escape");
      }
      await expect(picker.filter()).toHaveCount(0);
      while ((await lesson.predict().count()) === 0) await lesson.next();
      expect(await lesson.masked().count()).toBeGreaterThan(0);
      expect(await a11y.violations(), "predict step, masked").toEqual([]);
      await lesson.predictAndReveal("3");
      expect(await a11y.violations(), "predict step, revealed").toEqual([]);
      await lesson.toSummary();
      expect(await a11y.violations(), "lesson summary").toEqual([]);
    });

    test("the decision log, the fork form as fields and as raw JSON, and a graph that did not build have no violations", async ({ share, player, fork, decisions, details, checks, run, a11y }) => {
      await share.openFresh(`v=1&s=interrupt-rules&d=${encodeURIComponent('["a"]')}`);
      await expect(decisions.entries()).toHaveCount(1);
      expect(await a11y.violations(), "decision log").toEqual([]);
      await player.scrubTo(0);
      await fork.open("refund");
      await expect(fork.callName(0)).toBeVisible();
      expect(await a11y.violations(), "fork form, fields").toEqual([]);
      await fork.showAs("json");
      await expect(fork.json()).toBeVisible();
      expect(await a11y.violations(), "fork form, raw JSON").toEqual([]);
      await share.openFresh("v=1&s=error-agent-without-name&lang=zh");
      await run.waitForTrace();
      await details.show("checks");
      await expect(checks.notRun()).toBeVisible();
      expect(await a11y.violations(), "did not build").toEqual([]);
    });

    test("the scenario editor and the Chinese page have no violations", async ({ share, editor, a11y }) => {
      await share.openFresh("v=1&s=research-code&step=4&lang=zh");
      expect(await a11y.violations(), "zh").toEqual([]);
      await editor.open();
      expect(await a11y.violations(), "editor").toEqual([]);
    });
  });
}

test("keyboard only: skip to the player and play, flip a knob, open and close both drawers", async ({ share, player, knobs, run, a11y }) => {
  await share.openFresh("v=1&s=research-code");

  await a11y.tabTo("skip-player");
  await a11y.press("Enter");
  expect(await a11y.focusedTestId()).toBe("player");
  await a11y.tabTo("player-play");
  await a11y.press("Space");
  await player.expectPlaying(true);
  await expect.poll(() => player.step()).toBeGreaterThan(1);
  await a11y.press("Space");
  await player.expectPlaying(false);
  const paused = await player.step();
  await a11y.press("ArrowLeft");
  await player.expectStep(paused - 1);

  await a11y.tabTo("knob-addHandoffMessages", 120);
  await a11y.press("Space");
  await expect(knobs.knob("addHandoffMessages")).not.toBeChecked();
  await run.waitForTrace();

  for (const [toggle, dialog] of [["sweep-toggle", "sweep-panel"], ["editor-open", "editor-drawer"]] as const) {
    await a11y.tabTo(toggle, 120);
    await a11y.press("Enter");
    await expect.poll(() => a11y.focusIsInside(dialog)).toBe(true);
    await a11y.press("Escape");
    await expect.poll(() => a11y.focusedTestId()).toBe(toggle);
    expect(await a11y.focusIsInside(dialog)).toBe(false);
  }
});

test("keyboard only: open a scenario with the picker, then follow its lesson to a prediction and reveal it", async ({ share, picker, knobs, lesson, run, a11y }) => {
  test.setTimeout(120_000);
  await share.openFresh("v=1&s=json-dispatch");
  await a11y.tabTo("scenario-picker-button", 120);
  await a11y.press("Enter");
  await expect(picker.filter()).toBeFocused();
  await picker.page.keyboard.type("research");
  await expect(picker.active()).toHaveAttribute("data-value", "research-code");
  await a11y.press("Enter");
  await expect(knobs.scenarioSelect()).toHaveValue("research-code");
  await expect(picker.button()).toBeFocused();
  await run.waitForTrace();

  await a11y.tabTo("lesson-next", 120);
  while ((await lesson.predict().count()) === 0) {
    await a11y.press("Enter");
    await lesson.waitForStep();
  }
  await a11y.tabTo("lesson-guess", 10, "Shift+Tab");
  await picker.page.keyboard.type("12");
  await a11y.tabTo("lesson-reveal", 5);
  await a11y.press("Enter");
  await expect(lesson.answer()).toBeVisible();
  await expect(lesson.masked()).toHaveCount(0);
  await a11y.tabTo("lesson-next", 40);
  await a11y.press("Enter");
  await lesson.waitForStep();
  await expect(lesson.progress()).not.toHaveText("");
});

test("keyboard only: the fork form's tabs switch with the arrow keys, and a decision log entry moves the playhead to its interrupt", async ({ share, player, fork, decisions, a11y }) => {
  test.setTimeout(120_000);
  const trace = await run(interruptRules, makeKnobs({ topology: "subagents", ...interruptRules.knobs }), { decisions: [{ type: "approve" }] });
  const firstInterrupt = trace.steps.find((step) => step.kind === "interrupt")!.index;
  await share.openFresh(`v=1&s=interrupt-rules&d=${encodeURIComponent('["a"]')}`);
  await expect(decisions.entries()).toHaveCount(1);
  await a11y.tabTo("skip-player");
  await a11y.press("Enter");
  await a11y.tabTo("fork-from-step", 30);
  await a11y.press("Enter");
  // The form sits in the dock beside the diagram, before the player (its code may still be on its way
  // when a test presses Enter this soon after the page opens: the form shows once it is in).
  await expect(fork.form()).toBeVisible();
  await a11y.tabTo("fork-tab-fields", 60, "Shift+Tab");
  await a11y.press("ArrowRight");
  expect(await a11y.focusedTestId()).toBe("fork-tab-json");
  await expect(fork.json()).toBeVisible();
  await a11y.press("ArrowLeft");
  expect(await a11y.focusedTestId()).toBe("fork-tab-fields");
  await expect(fork.content()).toBeVisible();
  await a11y.tabTo("decision-log-jump", 60);
  await a11y.press("Enter");
  await player.expectStep(firstInterrupt);
});

test("diagram edges are Tab stops only after opting in", async ({ share, a11y, flow }) => {
  await share.openFresh("v=1&s=research-code");
  expect(await flow.focusableEdges()).toBe(0);
  await a11y.tabTo("diagram-focusable", 120);
  await a11y.press("Space");
  await expect.poll(() => flow.focusableEdges()).toBeGreaterThan(10);
});
