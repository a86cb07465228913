import { keySettings } from "../src/engine/scenarios/keySettings";
import { contextAt } from "../src/engine/trace/metrics";
import { run } from "../src/engine/trace/run";
import { comparableStep, stepNodeId } from "../src/store/playhead";
import { builtinScenario, linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

const researchCode = builtinScenario("research-code");

test("a compare link shows full_history beside last_message without handoff messages, 16 -> 4, and survives a reopen", async ({ share, compare }) => {
  const a = await nodeRun("research-code", { outputMode: "full_history" });
  const b = await nodeRun("research-code", { addHandoffMessages: false });
  const expected = { a: contextAt(a).messages, b: contextAt(b).messages };
  expect(expected.b - expected.a).toBeLessThan(0);

  await share.open(`${linkTo("research-code", { outputMode: "full_history" }, a.steps.length - 1)}&cmp=addHandoffMessages.false`);
  await compare.waitForB();
  const shown = await compare.figure("messages");
  expect(shown).toMatchObject({ a: expected.a, b: expected.b, delta: expected.b - expected.a });
  expect(shown.text).toContain(`\u2212${expected.a - expected.b}`);
  await expect(compare.rows("a")).toHaveCount(expected.a);
  await expect(compare.rows("b")).toHaveCount(expected.b);
  // B's history aligned with A's: every message A has and B drops is a dashed row.
  await expect(compare.rows("b", "ghost")).toHaveCount(expected.a - expected.b);

  const link = await share.settledLink();
  expect(link).toContain("cmp=");
  await share.openFresh(link);
  await compare.waitForB();
  expect(await compare.figure("messages")).toMatchObject({ a: expected.a, b: expected.b, delta: expected.b - expected.a });
});

test("the toggle opens compare mode with the key-settings strip; a strip click makes B and swap makes B the setup", async ({ share, compare, metrics }) => {
  const settings = keySettings(researchCode);
  const stripMessages = (await Promise.all(settings.map((knobs) => run(researchCode, knobs)))).map((trace) => String(contextAt(trace).messages));

  const opening = await nodeRun("research-code");
  // At the last step, so the figures are the runs' final ones.
  await share.open(linkTo("research-code", {}, opening.steps.length - 1));
  await compare.toggle().click();
  await expect(compare.panel()).toBeVisible();
  const strip = await compare.strip();
  expect(strip.map((s) => s.messages)).toEqual(stripMessages);
  // A (the opening setting) is on the strip, and B is the setting after it.
  const aIndex = strip.findIndex((s) => s.a);
  expect(strip.findIndex((s) => s.b)).toBe((aIndex + 1) % strip.length);

  await compare.pickB(0);
  await expect.poll(async () => (await compare.figure("messages")).b).toBe(Number(stripMessages[0]));
  await compare.swap();
  await expect(metrics.metric("messages")).toHaveText(stripMessages[0]);
  await compare.toggle().click();
  await expect(compare.panel()).toHaveCount(0);
});

test("compare mode draws A's and B's diagrams side by side, B's at the step comparable to A's, and both survive a reopen", async ({ share, compare, player }) => {
  const a = await nodeRun("research-code", { outputMode: "full_history" });
  const b = await nodeRun("research-code", { addHandoffMessages: false });
  // A step inside the coder: B's playhead follows to its own run of the same node.
  const stepA = a.steps.findIndex((s) => stepNodeId(s) === "coder:agent");
  const stepB = comparableStep(a, stepA, b);
  expect(stepA).toBeGreaterThan(0);
  const messages = { a: contextAt(a).messages, b: contextAt(b).messages };

  await share.open(`${linkTo("research-code", { outputMode: "full_history" }, a.steps.length - 1)}&cmp=addHandoffMessages.false`);
  await compare.waitForB();
  // The same graph twice: START, the supervisor and both workers with their inner nodes.
  const idsA = await compare.diagramNodeIds("a");
  expect(idsA).toEqual(expect.arrayContaining(["__start__", "supervisor", "researcher", "coder", "coder:agent"]));
  expect((await compare.diagramNodeIds("b")).sort()).toEqual([...idsA].sort());

  await player.scrubTo(stepA);
  await compare.expectActive("a", stepNodeId(a.steps[stepA]));
  await compare.expectActive("b", stepNodeId(b.steps[stepB]));
  expect(await compare.step("b")).toBe(stepB);

  await share.openFresh(await share.settledLink());
  await compare.waitForB();
  await compare.expectActive("b", stepNodeId(b.steps[stepB]));
  await player.jumpToEnd();
  expect(await compare.figure("messages")).toMatchObject({ a: messages.a, b: messages.b, delta: messages.b - messages.a });
  expect((await compare.figure("messages")).text).toContain(`\u2212${messages.a - messages.b}`);
});
