import { SCENARIOS } from "../src/engine/scenarios";
import { SCENARIO_IDEAS } from "../src/engine/scenarios/shelves";
import { localize } from "../src/engine/localizedText";
import { expect, test } from "./fixtures";

const lessonIds = SCENARIOS.filter((s) => s.lesson?.length).map((s) => s.id);

for (const [lang, size] of [
  ["en", { width: 853, height: 480 }],
  ["zh", { width: 853, height: 480 }],
  ["en", { width: 1920, height: 1080 }],
  ["en", { width: 390, height: 844 }],
] as const) {
  test(`the picker lists every scenario whole under at least six labelled groups, lessons marked (${lang}, ${size.width}x${size.height})`, async ({ share, picker, page }) => {
    await page.setViewportSize(size);
    await share.openFresh(`v=1&s=research-code&lang=${lang}`);
    await picker.open();
    const labels = await picker.groupLabels().allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(6);
    expect(labels).toEqual(Object.values(SCENARIO_IDEAS).map((label) => localize(label, lang)));
    const titles = await picker.titles();
    expect(titles.map((t) => t.id).sort()).toEqual(SCENARIOS.map((s) => s.id).sort());
    for (const shown of titles) {
      expect(shown.title, shown.id).toBe(localize(SCENARIOS.find((s) => s.id === shown.id)!.title, lang));
      expect(shown.cut, `${shown.id} is cut off`).toBe(false);
    }
    for (const id of SCENARIOS.map((s) => s.id)) await expect(picker.option(id).getByTestId("scenario-option-lesson")).toHaveCount(lessonIds.includes(id) ? 1 : 0);
  });
}

test("before the scenario catalogue has arrived the picker lists every scenario, and one picked then opens when it arrives", async ({ app, share, picker, knobs, run }) => {
  const release = await app.holdChunk("scenarios");
  await share.openFresh("v=1&s=research-code");
  await run.waitForTrace();
  await picker.open();
  expect((await picker.titles()).map((t) => t.id).sort()).toEqual(SCENARIOS.map((s) => s.id).sort());
  await picker.option("router").click();
  await expect(knobs.scenarioSelect()).toHaveValue("research-code");
  release();
  await expect(knobs.scenarioSelect()).toHaveValue("router");
  await run.waitForTrace();
  await expect(picker.value()).toHaveText(localize(SCENARIOS.find((s) => s.id === "router")!.title, "en"));
});

test("typing filters the list, the arrows walk it, Enter opens the scenario and Escape leaves it as it was", async ({ share, picker, knobs, run, page }) => {
  await share.openFresh("v=1&s=research-code");
  await picker.open();
  await expect(picker.filter()).toBeFocused();
  await picker.filter().fill("two turns");
  expect(await picker.optionIds()).toEqual(["two-turns", "two-turns-hand-back"]);
  await expect(picker.active()).toHaveAttribute("data-value", "two-turns");
  await page.keyboard.press("ArrowDown");
  await expect(picker.active()).toHaveAttribute("data-value", "two-turns-hand-back");
  await page.keyboard.press("Enter");
  await expect(picker.list()).toHaveCount(0);
  await expect(picker.button()).toBeFocused();
  await expect(knobs.scenarioSelect()).toHaveValue("two-turns-hand-back");
  await run.waitForTrace();
  await expect(picker.value()).toHaveText(localize(SCENARIOS.find((s) => s.id === "two-turns-hand-back")!.title, "en"));

  await picker.open();
  await picker.filter().fill("seed 004");
  expect((await picker.optionIds()).sort()).toEqual(["json-dispatch", "router"]);
  await page.keyboard.press("Escape");
  await expect(picker.list()).toHaveCount(0);
  await expect(knobs.scenarioSelect()).toHaveValue("two-turns-hand-back");

  await picker.open();
  await picker.filter().fill("nothing is called this");
  await expect(picker.options()).toHaveCount(0);
  await expect(page.getByTestId("scenario-picker-empty")).toBeVisible();
});

test("the hidden native select still opens a scenario, for links and automation", async ({ share, knobs, picker, run }) => {
  await share.openFresh("v=1&s=research-code");
  await knobs.chooseScenario("refund-9821");
  await run.waitForTrace();
  await expect(picker.value()).toHaveText(localize(SCENARIOS.find((s) => s.id === "refund-9821")!.title, "en"));
});
