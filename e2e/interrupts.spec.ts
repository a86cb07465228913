import type { HumanDecision } from "../src/engine/hitl/humanRequest";
import { makeKnobs } from "../src/engine/knobs";
import { interruptRules } from "../src/engine/scenarios/interruptRules";
import { run } from "../src/engine/trace/run";
import { expect, test } from "./fixtures";

/*
 * The human in the loop, in the app: the interrupt-rules scenario's refund subagent asks before it
 * refunds. What each answer should lead to comes from the same scenario run in Node with that answer.
 */

const LINK = "v=1&s=interrupt-rules";

/** The refund tool's results in a Node run of the scenario answered with these decisions. */
async function refundResults(decisions: HumanDecision[]): Promise<string[]> {
  const trace = await run(interruptRules, makeKnobs({ topology: "subagents", ...interruptRules.knobs }), { decisions });
  return Object.values(trace.messages)
    .filter((message) => message.type === "tool" && message.name === "approve_refund")
    .map((message) => message.content);
}

test("a link without decisions stops at the first interrupt, where the card asks about the refund", async ({ share, player, interrupt, history }) => {
  await share.openFresh(LINK);
  await player.jumpToEnd();
  await expect(interrupt.panel()).toBeVisible();
  await expect(interrupt.panel()).toHaveAttribute("data-decided", "waiting");
  await expect(interrupt.arg("amount")).toHaveValue("40");
  await expect(interrupt.next()).toContainText("tools");
  // Nothing was refunded yet: no approve_refund result anywhere in the shared history.
  await expect(history.withText("approve_refund")).toHaveCount(0);
  // One step back the card is gone: it belongs to the interrupt step.
  await player.stepBack();
  await expect(interrupt.panel()).toHaveCount(0);
});

test("Approve resumes the graph: the refund tool runs with 40 and the next turn asks again", async ({ share, player, interrupt, history, run: runPage }) => {
  const [refunded] = await refundResults([{ type: "approve" }]);
  await share.openFresh(LINK);
  await player.jumpToEnd();
  await interrupt.approve();
  await runPage.waitForTrace();
  await player.jumpToEnd();
  await expect(history.withText(refunded)).toHaveCount(1);
  // The second turn's refund now waits for its own decision.
  await expect(interrupt.panel()).toHaveAttribute("data-decided", "waiting");
  await expect(interrupt.arg("amount")).toHaveValue("15");
  // The address bar is written when the page is idle: the decision reaches it soon after the view.
  await expect.poll(() => share.addressBarLink()).toContain("d=");
});

test("Reject ends the refund without running it", async ({ share, player, interrupt, history, run: runPage }) => {
  const [rejected] = await refundResults([{ type: "reject" }]);
  const [refunded] = await refundResults([{ type: "approve" }]);
  await share.openFresh(LINK);
  await player.jumpToEnd();
  await interrupt.reject();
  await runPage.waitForTrace();
  await player.jumpToEnd();
  await expect(history.withText(rejected)).toHaveCount(1);
  await expect(history.withText(refunded)).toHaveCount(0);
});

test("Edit changes the amount the refund tool received", async ({ share, player, interrupt, history, run: runPage }) => {
  const [edited] = await refundResults([{ type: "edit", args: { amount: 25 } }]);
  expect(edited).toContain("25");
  await share.openFresh(LINK);
  await player.jumpToEnd();
  await interrupt.edit({ amount: "25" });
  await runPage.waitForTrace();
  await player.jumpToEnd();
  await expect(history.withText(edited)).toHaveCount(1);
});

test("a link with decisions replays them: both refunds run and the run completes", async ({ share, player, interrupt, history }) => {
  const results = await refundResults([{ type: "approve" }, { type: "edit", args: { amount: 10 } }]);
  await share.openFresh(`${LINK}&d=${encodeURIComponent(JSON.stringify(["a", { amount: 10 }]))}`);
  await player.jumpToEnd();
  await interrupt.expectNoPanel();
  for (const result of results) await expect(history.withText(result)).toHaveCount(1);
});

test("the decision log lists each answered interrupt at its step, and an entry moves the playhead there", async ({ share, player, interrupt, decisions, run: runPage }) => {
  const trace = await run(interruptRules, makeKnobs({ topology: "subagents", ...interruptRules.knobs }), { decisions: [{ type: "approve" }, { type: "edit", args: { amount: 10 } }] });
  const asked = trace.steps.filter((step) => step.kind === "interrupt");
  // The first refund approved by the link; the second answered here.
  await share.openFresh(`${LINK}&d=${encodeURIComponent(JSON.stringify(["a"]))}`);
  await expect(decisions.entries()).toHaveCount(1);
  await player.jumpToEnd();
  await expect(interrupt.panel()).toHaveAttribute("data-decided", "waiting");
  await interrupt.edit({ amount: "10" });
  await runPage.waitForTrace();
  const entries = decisions.entries();
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAttribute("data-step", String(asked[0].index));
  await expect(entries.nth(0)).toHaveAttribute("data-decision", "approve");
  await expect(entries.nth(1)).toHaveAttribute("data-step", String(asked[1].index));
  await expect(entries.nth(1)).toHaveAttribute("data-decision", "edit");
  await expect(entries.nth(1)).toContainText("amount 15 → 10");
  await decisions.jumpTo(0);
  await player.expectStep(asked[0].index);
  await expect(entries.nth(0)).toHaveAttribute("data-state", "current");
  await expect(entries.nth(1)).toHaveAttribute("data-state", "ahead");
});
