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
    if (!encoded.ok) throw new Error(encoded.message);
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
    await expect(panel.runError()).toHaveCount(0);
    expect(expected.outcome.status).toBe("completed");
    expect(await player.stepCount()).toBe(expected.steps.length);
  });

  test("a custom scenario with a built-in's id is listed under its own id, and the built-in stays reachable", async ({ share, knobs, run, history }) => {
    const impostor = { ...researchCode, title: "Not research and code", userTurns: ["An impostor's task"] };
    const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom: impostor }, knobs: {}, step: 0, view: {} });
    if (!encoded.ok) throw new Error(encoded.message);
    await share.open(encoded.link);
    await expect(share.banner()).toHaveAttribute("data-kind", "warning");
    await expect(share.banner()).toContainText("research-code-2");
    await expect(knobs.scenarioSelect()).toHaveValue("research-code-2");
    await expect(history.messages().first()).toContainText("An impostor's task");
    await knobs.chooseScenario("research-code");
    await run.waitForTrace();
    await expect(history.messages().first()).toContainText(researchCode.userTurns[0]);
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
    await expect(share.banner()).toContainText('names "foo", which is not a panel');
    await expect(panel.narrative()).toBeVisible();
  });
});
