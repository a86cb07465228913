import { lessonKnobs, lessonMask, maskStory, resolveMark } from "../src/engine/lessons/lessons";
import type { Scenario } from "../src/engine/scenarios/types";
import { fillScenarioText, runStory } from "../src/engine/story/story";
import { storyText } from "../src/engine/story/placeholders";
import { headlineFigures } from "../src/engine/trace/compare";
import { contextAt } from "../src/engine/trace/metrics";
import { run } from "../src/engine/trace/run";
import { encodeLink } from "../src/share/linkCodec";
import { LINK_VERSION } from "../src/share/linkState";
import { comparableStep } from "../src/store/playhead";
import { t } from "../src/ui/i18n/catalog";
import { builtinScenario, linkTo } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** What the page must show for each lesson step, from the step's own run made in Node. */
async function expectedSteps(scenario: Scenario) {
  return Promise.all(
    scenario.lesson!.map(async (step) => {
      const knobs = lessonKnobs(scenario, step);
      const texts = [step.caption, ...(step.predict ? [step.predict.answer] : [])];
      const runs = await runStory(scenario, knobs, texts, (s, k) => run(s, k));
      const at = resolveMark(runs.current!, step.at)!;
      const answer = step.predict ? storyText(fillScenarioText(step.predict.answer, runs, "en")) : undefined;
      // Before Reveal the caption hides the answer the way the page does.
      const mask = lessonMask(step);
      const caption = fillScenarioText(step.caption, runs, "en");
      return {
        caption: storyText(mask ? maskStory(caption, mask, answer) : caption).replaceAll("`", ""),
        // After Reveal nothing is hidden: a caption that quotes the answer shows it.
        revealedCaption: storyText(caption).replaceAll("`", ""),
        answer,
        hidesMessages: mask?.screen.includes("messages") ?? false,
        at,
        messages: contextAt(runs.current!, at).messages,
      };
    }),
  );
}

test.describe("lessons", () => {
  test.describe.configure({ timeout: 180_000 });

  test("research-code's lesson plays through every step with next and back, each on its own run's figures", async ({ share, lesson, player, metrics }) => {
    const scenario = builtinScenario("research-code");
    const steps = await expectedSteps(scenario);
    await share.openFresh(linkTo("research-code"));
    await expect(lesson.progress()).toHaveText(t("lesson.steps", { count: steps.length }));
    await expect(lesson.prevButton()).toBeDisabled();
    const expectStep = async (index: number) => {
      const want = steps[index];
      await expect(lesson.progress()).toHaveText(t("lesson.progress", { step: index + 1, count: steps.length }));
      await player.expectStep(want.at);
      await expect(lesson.target()).toHaveCount(scenario.lesson![index].look ? 1 : 0);
    };
    const expectShown = async (index: number) => {
      await expect(lesson.caption()).toHaveText(steps[index].revealedCaption);
      await expect(metrics.metric("messages")).toHaveText(String(steps[index].messages));
      await expect(metrics.metric("messages")).not.toHaveAttribute("data-masked");
    };
    for (const [index, want] of steps.entries()) {
      await lesson.next();
      await expectStep(index);
      if (want.answer === undefined) {
        await expect(lesson.masked()).toHaveCount(0);
        await expectShown(index);
        continue;
      }
      await expect(lesson.caption()).toHaveText(want.caption);
      await expect(lesson.answer()).toHaveCount(0);
      if (want.hidesMessages) {
        // Every figure that would give the count away shows "?" and no digit, and no text quotes the answer.
        const figures = lesson.messageFigures();
        expect(await figures.count()).toBeGreaterThanOrEqual(2);
        for (const figure of await figures.all()) {
          await expect(figure).toHaveAttribute("data-masked", "true");
          await expect(figure).toContainText("?");
          await expect(figure).not.toHaveText(/\d/);
        }
        for (const text of await lesson.storyTexts().all()) await expect(text).not.toHaveText(new RegExp(`\\b${want.answer}\\b`));
      }
      await expect(await lesson.predictAndReveal(want.answer)).toHaveText(want.answer);
      await expect(lesson.yourGuess()).toHaveText(want.answer);
      await expect(lesson.verdict()).toHaveAttribute("data-right", "true");
      await expect(lesson.masked()).toHaveCount(0);
      await expectShown(index);
    }
    // The closing summary: each prediction with the guess beside the run's answer.
    await lesson.nextButton().click();
    await expect(lesson.summary()).toBeVisible();
    const asked = steps.filter((step) => step.answer !== undefined);
    await expect(lesson.summaryRows()).toHaveCount(asked.length);
    await expect(lesson.score()).toHaveText(t("lesson.score", { right: asked.length, count: asked.length }));
    await expect(lesson.nextButton()).toBeDisabled();
    await lesson.prev();
    await expectStep(steps.length - 1);
    for (let index = steps.length - 2; index >= 0; index -= 1) {
      await lesson.prev();
      await expectStep(index);
      // A step revealed once stays revealed.
      await expectShown(index);
    }
    await expect(lesson.prevButton()).toBeDisabled();
  });

  test("the migration step sets createAgent subagents beside createSupervisor in compare, steps on and back, and its compare reopens from its link", async ({ share, lesson, compare }) => {
    const scenario = builtinScenario("research-code");
    const index = scenario.lesson!.findIndex((step) => step.compare);
    const step = scenario.lesson![index];
    // Expected figures: A and B run in Node, read where the page puts B's playhead beside A's.
    const a = await run(scenario, lessonKnobs(scenario, step));
    const b = await run(scenario, lessonKnobs(scenario, { ...step, knobs: step.compare }));
    const stepA = resolveMark(a, step.at)!;
    const want = { a: headlineFigures(a, stepA), b: headlineFigures(b, comparableStep(a, stepA, b)) };
    const expectCompare = async () => {
      await compare.waitForB();
      await expect(compare.panel().getByTestId("compare-setting-a")).toContainText("subagents");
      await expect(compare.panel().getByTestId("compare-setting-b")).toContainText("supervisor");
      for (const name of ["messages", "modelCalls", "inputChars"] as const) expect(await compare.figure(name)).toMatchObject({ a: want.a[name], b: want.b[name] });
    };

    await share.openFresh(linkTo("research-code"));
    for (let k = 0; k <= index; k += 1) await lesson.next();
    await expect(lesson.progress()).toHaveText(t("lesson.progress", { step: index + 1, count: scenario.lesson!.length }));
    await expectCompare();
    // Back a step: the preset's compare closes; forward again: it opens again.
    await lesson.prev();
    await expect(compare.panel()).toHaveCount(0);
    await lesson.next();
    await expectCompare();

    await expect.poll(() => share.addressBarLink()).toContain(`lesson=${index + 1}`);
    const link = await share.addressBarLink();
    expect(link).toContain("cmp=");
    await share.openFresh(link);
    await expect(lesson.progress()).toHaveText(t("lesson.progress", { step: index + 1, count: scenario.lesson!.length }));
    await expectCompare();
  });

  test("the link reopens the same lesson step, and hide= keeps knobs out of the panel across a reopen", async ({ app, share, lesson, knobs, player, run }) => {
    const scenario = builtinScenario("research-code");
    const steps = await expectedSteps(scenario);
    const index = scenario.lesson!.findIndex((step) => step.knobs?.outputMode === "full_history");
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { id: "research-code" }, knobs: {}, step: 0, hide: ["outputMode", "addHandoffMessages"], view: {} });
    if (!encoded.ok) throw new Error("no link");
    await share.openFresh(encoded.link);
    await expect(knobs.knob("outputMode")).toHaveCount(0);
    await expect(knobs.knob("addHandoffMessages")).toHaveCount(0);
    await expect(knobs.knob("includeAgentName")).toHaveCount(1);
    for (let k = 0; k <= index; k += 1) await lesson.next();
    await expect(lesson.caption()).toHaveText(steps[index].caption);
    await player.expectStep(steps[index].at);
    await expect.poll(() => share.addressBarLink()).toContain(`lesson=${index + 1}`);
    const link = await share.addressBarLink();
    expect(link).toContain("hide=outputMode,addHandoffMessages");
    await share.openFresh(link);
    await expect(lesson.progress()).toHaveText(t("lesson.progress", { step: index + 1, count: steps.length }));
    await expect(lesson.caption()).toHaveText(steps[index].caption);
    await player.expectStep(steps[index].at);
    await expect(knobs.knob("outputMode")).toHaveCount(0);
    await app.reload();
    await run.waitForTrace();
    await expect(knobs.knob("includeAgentName")).toHaveCount(1);
    await expect(knobs.knob("addHandoffMessages")).toHaveCount(0);
    await expect(lesson.progress()).toHaveText(t("lesson.progress", { step: index + 1, count: steps.length }));
  });
});
