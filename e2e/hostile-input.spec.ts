import LZString from "lz-string";
import { wordMessage } from "../src/share/messages";
import { LIMITS } from "../src/engine/limits";
import { findScenario } from "../src/engine/scenarios";
import { researchCode } from "../src/engine/scenarios/researchCode";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { fetchRounds } from "../src/engine/testing/costlyScenarios";
import { run as nodeRun } from "../src/engine/trace/run";
import { encodeLink } from "../src/share/linkCodec";
import { LINK_VERSION } from "../src/share/linkState";
import { expect, test } from "./fixtures";

/** Issue 15: links and text that decode fine but try to cost, mislead or break the layout. */

test.describe("hostile input", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a small link that asks for unbounded work stops at the run budget with the limit named", async ({ share, player, scenario: panel }) => {
    const heavy = fetchRounds(98, LIMITS.scenario.longTextChars);
    const knobs = { recursionLimit: 200 };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom: heavy }, knobs, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    const expected = await nodeRun(heavy, knobs);
    if (expected.outcome.status !== "error") throw new Error("the heavy scenario ran to the end in Node");

    await share.open(encoded.link);
    await expect(panel.runErrorMessage()).toHaveText(expected.outcome.error.message);
    await expect(panel.runErrorExplanation()).toHaveAttribute("data-limit", "toolResultChars");
    await expect(panel.runErrorExplanation()).toContainText(LIMITS.run.toolResultChars.toLocaleString("en-US"));
    expect(await player.stepCount()).toBe(expected.steps.length);
  });

  test("a topology the scenario does not play is dropped with a warning and the scenario runs on its own", async ({ share, knobs, player, scenario: panel }) => {
    const router = findScenario("router")!;
    expect(router.topologies).not.toContain("swarm");
    const expected = await nodeRun(router, scenarioKnobs(router));
    await share.open("v=1&s=router&topology=swarm");
    await expect(share.banner()).toHaveAttribute("data-kind", "warning");
    await expect(share.banner()).toContainText('The scenario "router" is not played on the swarm topology');
    await expect(knobs.knob("topology")).toHaveValue(router.topologies[0]);
    expect(await knobs.topologyIds()).toEqual(router.topologies);
    await panel.expectNoRunError();
    expect(expected.outcome.status).toBe("completed");
    expect(await player.stepCount()).toBe(expected.steps.length);
  });

  test("a custom scenario with a built-in's id is listed under its own id, and the built-in stays reachable", async ({ share, knobs, run, history }) => {
    const impostor = { ...researchCode, title: "Not research and code", userTurns: ["An impostor's task"] };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom: impostor }, knobs: {}, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    await share.open(encoded.link);
    await expect(share.banner()).toHaveAttribute("data-kind", "warning");
    await expect(share.banner()).toContainText("research-code-2");
    await expect(knobs.scenarioSelect()).toHaveValue("research-code-2");
    await expect(history.messages().first()).toContainText("An impostor's task");
    await knobs.chooseScenario("research-code");
    await run.waitForTrace();
    await expect(history.messages().first()).toContainText(researchCode.userTurns[0]);
  });

  test("a copy of json-dispatch under the custom id jd-copy opens as jd-copy with no warning, again and again, and loads with no page error", async ({ share, knobs, storage }) => {
    const errors = storage.recordPageErrors();
    const copy = { ...findScenario("json-dispatch")!, id: "jd-copy" };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom: copy }, knobs: {}, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    for (let load = 0; load < 3; load += 1) {
      await share.openFresh(encoded.link);
      await expect(knobs.scenarioSelect()).toHaveValue("jd-copy");
      await expect(share.banner()).toHaveCount(0);
    }
    // Opened again in the same page (a hash change): the same scenario, listed once.
    await share.open(`${encoded.link}&step=1`);
    await expect(knobs.scenarioSelect()).toHaveValue("jd-copy");
    await expect(knobs.scenarioSelect().locator('option[value^="jd-copy"]')).toHaveCount(1);
    await expect(share.banner()).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const raw of ["0x10", "1e1"]) {
    test(`a number written as ${raw} is refused with a warning, not read as a decimal`, async ({ share, knobs }) => {
      const dispatch = findScenario("json-dispatch")!;
      await share.open(`v=1&s=json-dispatch&maxIter=${raw}`);
      await expect(share.banner()).toHaveAttribute("data-kind", "warning");
      await expect(share.banner()).toContainText(`The knob "maxIter" cannot be "${raw}"`);
      await expect(knobs.knob("maxIter")).toHaveValue(String(scenarioKnobs(dispatch).maxIter));
    });
  }

  test("an unknown panel name is warned about and closes nothing", async ({ share, scenario: panel }) => {
    await share.open("v=1&s=two-turns&panels=foo");
    await expect(share.banner()).toHaveAttribute("data-kind", "warning");
    await expect(share.banner()).toContainText('names panels that do not exist ("foo"');
    await expect(panel.narrative()).toBeVisible();
  });

  test("a direction control quoted in a warning shows as a visible escape and reverses none of the app's words", async ({ share }) => {
    await share.open(`v=1&s=research-code&outputMode=${encodeURIComponent("\u202Eeverything")}`);
    await expect(share.banner()).toHaveAttribute("data-kind", "warning");
    await expect(share.banner()).toContainText('The knob "outputMode" cannot be "[U+202E]everything" (it takes one of');
  });

  test("a name with a right-to-left override is refused, so it cannot pose as another agent", async ({ share }) => {
    const posing = structuredClone(researchCode);
    posing.agents[1].name = "\u202Eredrae\u202Cser";
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom: posing }, knobs: {}, step: 0, view: {} });
    if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
    await share.open(encoded.link);
    await expect(share.banner()).toHaveAttribute("data-kind", "error");
    await expect(share.banner()).toContainText("agents[1].name: names may not contain invisible text-direction characters");
  });

  /** A custom scenario whose narrative does not compress: the link that opens it is longer than a shared link may be. */
  const tooLargeLink = () => {
    const narrative = Array.from({ length: 12 }, (_, i) => Array.from({ length: 400 }, (_, j) => String.fromCharCode(0x4e00 + ((i * 7919 + j * 104729) % 20000))).join(""));
    const big = { ...researchCode, id: "too-big-to-share", narrative };
    return `v=${LINK_VERSION}&c=${LZString.compressToEncodedURIComponent(JSON.stringify(big))}`;
  };

  test("the notice for a scenario too large for a link wraps inside the page", async ({ app, share }) => {
    const link = tooLargeLink();
    expect(link.length).toBeGreaterThan(LIMITS.link.shareChars);
    await share.open(link);
    await expect(share.problem()).toBeVisible();
    expect(await app.contentWidth()).toBeLessThanOrEqual(app.viewportWidth());
    // On a projector (853 px wide) the header's export button, which stands in for "Copy link", leaves every toggle on screen.
    await app.page.setViewportSize({ width: 853, height: 480 });
    const theme = (await app.page.getByTestId("theme-toggle").boundingBox())!;
    expect(theme.x + theme.width).toBeLessThanOrEqual(853);
  });

  test("the notice for a scenario too large for a link covers no control: the Export menu opens with a 9,000-character link", async ({ share, exporter }) => {
    const link = tooLargeLink();
    expect(link.length).toBeGreaterThanOrEqual(9_000);
    await share.open(link);
    await expect(share.problem()).toBeVisible();
    // A plain click (no force): Playwright refuses it when anything lies over the menu button.
    await exporter.openMenu();
  });
});
