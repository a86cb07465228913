import { makeKnobs } from "../src/engine/knobs";
import { researchCode } from "../src/engine/scenarios/researchCode";
import { run } from "../src/engine/trace/run";
import { expect, test } from "./fixtures";

/*
 * Time travel: "Fork from here" goes back to a step's checkpoint and re-runs from it on the real
 * runtime with one agent's next reply changed. Expected figures come from the same fork run in Node.
 */

const STOP = "That is enough research; no code needed.";

test("a fork from a mid-run step changes only what follows it, beside the original, and its link replays it", async ({ share, player, fork, decisions, history, metrics, run: runPage }) => {
  const knobs = makeKnobs({ topology: "supervisor" });
  const original = await run(researchCode, knobs);
  // The supervisor's top-level step after the researcher came back: fork from the step before it.
  const at = original.steps.findIndex((step, i) => i > 2 && step.node === "supervisor" && step.namespace.length === 0) - 1;
  const forked = await run(researchCode, knobs, { fork: { step: at, agent: "supervisor", reply: { content: STOP } } });

  await share.openFresh("v=1&s=research-code&topology=supervisor");
  await player.scrubTo(at);
  const before = await history.messages().count();
  await fork.fork("supervisor", STOP);
  await runPage.waitForTrace();

  // Up to the fork step the run is the same...
  await player.scrubTo(at);
  await expect(history.messages()).toHaveCount(before);
  // ...after it, the supervisor stops instead of sending the coder.
  await player.jumpToEnd();
  await expect(history.withText(STOP)).toHaveCount(1);
  await expect(metrics.metric("messages")).toHaveText(String(forked.steps.at(-1)!.state.length));
  await expect(fork.banner()).toBeVisible();
  await expect(fork.result()).toContainText("supervisor");
  await expect(fork.result()).not.toContainText("coder");
  await expect(fork.original()).toContainText("coder");
  // The fork is the human's decision, logged at its step.
  await expect(decisions.entries()).toHaveCount(1);
  await expect(decisions.entries().first()).toHaveAttribute("data-kind", "fork");
  await expect(decisions.entries().first()).toHaveAttribute("data-step", String(forked.fork!.step));

  // The fork is in the link: opening it replays the fork.
  const link = await share.addressBarLink();
  expect(link).toContain("f=");
  await share.openFresh(link);
  await expect(history.withText(STOP)).toHaveCount(1);
  await expect(fork.banner()).toBeVisible();

  await fork.clear();
  await runPage.waitForTrace();
  await player.focusPage();
  await player.press("End");
  await expect(history.withText(STOP)).toHaveCount(0);
});
