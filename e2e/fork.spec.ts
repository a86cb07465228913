import { makeKnobs } from "../src/engine/knobs";
import { interruptRules } from "../src/engine/scenarios/interruptRules";
import { researchCode } from "../src/engine/scenarios/researchCode";
import { sharedMessagesAt } from "../src/engine/trace/metrics";
import { run } from "../src/engine/trace/run";
import { nextReply } from "../src/ui/fork/forkView";
import { expect, test } from "./fixtures";

/*
 * Time travel: "Fork from here" goes back to a step's checkpoint and re-runs from it on the real
 * runtime with one agent's next reply changed. Expected figures come from the same fork run in Node.
 */

const STOP = "That is enough research; no code needed.";

test("a fork from a mid-run step changes only what follows it, beside the original, and its link replays it", async ({ share, player, fork, decisions, history, metrics, run: runPage }) => {
  // Four runs on the real runtime in the page (open, fork, the fork's link, clear) and two in Node.
  test.setTimeout(90_000);
  const knobs = makeKnobs({ topology: "supervisor" });
  const original = await run(researchCode, knobs);
  // The supervisor's top-level step after the researcher came back: fork from the step before it.
  const at = original.steps.findIndex((step, i) => i > 2 && step.node === "supervisor" && step.namespace.length === 0) - 1;
  const forked = await run(researchCode, knobs, { fork: { step: at, agent: "supervisor", reply: { content: STOP } } });
  // The heading counts the shared history (the list renders only the rows on screen).
  const before = `${sharedMessagesAt(original, at).length} messages`;
  expect(sharedMessagesAt(forked, at).length).toBe(sharedMessagesAt(original, at).length);

  await share.openFresh("v=1&s=research-code&topology=supervisor");
  await player.scrubTo(at);
  await expect(history.count()).toHaveText(before);
  await fork.fork("supervisor", STOP);
  await runPage.waitForTrace();

  // Up to the fork step the run is the same...
  await player.scrubTo(at);
  await expect(history.count()).toHaveText(before);
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
  const link = await share.settledLink();
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

const RULES = makeKnobs({ topology: "subagents", ...interruptRules.knobs });

test("the fork form edits a tool call's argument as a field: the forked run asks the human about the new amount", async ({ share, player, fork, interrupt, run: runPage }) => {
  const original = await run(interruptRules, RULES);
  const call = nextReply(original, 0, "refund").toolCalls![0];
  const forked = await run(interruptRules, RULES, { fork: { step: 0, agent: "refund", reply: { content: nextReply(original, 0, "refund").content, toolCalls: [{ ...call, args: { ...call.args, amount: 30 } }] } } });
  const asked = forked.steps.at(-1)!.interrupt!.value as { args: { amount: number } };
  expect(asked.args.amount).toBe(30);

  await share.openFresh("v=1&s=interrupt-rules");
  await player.scrubTo(0);
  await fork.open("refund");
  await expect(fork.callName(0)).toHaveValue(call.name);
  await expect(fork.argKey(0, 1)).toHaveValue("amount");
  await expect(fork.argValue(0, 1)).toHaveValue(String(call.args!.amount));
  await fork.argValue(0, 1).fill("30");
  await fork.run();
  await runPage.waitForTrace();
  await player.jumpToEnd();
  await expect(interrupt.arg("amount")).toHaveValue(String(asked.args.amount));
});

test("the fork form's raw JSON tab shows what the fields say, refuses JSON that is no reply, and hands a valid one back to the fields", async ({ share, player, fork }) => {
  await share.openFresh("v=1&s=interrupt-rules");
  await player.scrubTo(0);
  await fork.open("refund");
  await fork.argValue(0, 1).fill("30");
  await fork.callName(0).fill("");
  await expect(fork.problem()).toBeVisible();
  await expect(fork.runButton()).toBeDisabled();
  await fork.callName(0).fill("approve_refund");
  await expect(fork.problem()).toHaveCount(0);
  await fork.showAs("json");
  const reply = JSON.parse(await fork.json().inputValue());
  expect(reply.toolCalls[0]).toEqual({ name: "approve_refund", args: { order_id: "9821", amount: 30 } });
  await fork.json().fill('{ "toolCalls": [{ "args": {} }] }');
  await expect(fork.problem()).toBeVisible();
  await expect(fork.runButton()).toBeDisabled();
  // JSON that is no reply keeps the tab: nothing typed is lost.
  await fork.showAs("fields");
  await expect(fork.json()).toBeVisible();
  await fork.json().fill(JSON.stringify({ content: "", toolCalls: [{ name: "approve_refund", args: { order_id: "9821", amount: 12 } }] }));
  await expect(fork.runButton()).toBeEnabled();
  await fork.showAs("fields");
  await expect(fork.argValue(0, 1)).toHaveValue("12");
  await expect(fork.argValue(0, 0)).toHaveValue("9821");
});
