import { LIMITS } from "../src/engine/limits";
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
});
