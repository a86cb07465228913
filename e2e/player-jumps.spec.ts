import type { Trace } from "../src/engine/trace/types";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** Steps where the last AI message of the update asks for a transfer: where control passes on (from the Node run). */
function transferSteps(trace: Trace): number[] {
  return trace.steps
    .filter((step) => {
      const lastAi = step.update.map((id) => trace.messages[id]).filter((m) => m?.type === "ai").at(-1);
      return lastAi?.toolCalls?.some((call) => /^transfer_/.test(call.name)) ?? false;
    })
    .map((step) => step.index);
}

test.describe("the player's jumps", () => {
  test.describe.configure({ timeout: 120_000 });

  test("next handoff walks the supervisor's transfers in order, then is disabled", async ({ share, player }) => {
    const trace = await nodeRun("research-code");
    const transfers = transferSteps(trace);
    await share.openFresh(linkTo("research-code"));
    await player.expectStep(0);
    for (const step of transfers) {
      await player.jump("handoff").click();
      await player.expectStep(step);
    }
    await expect(player.jump("handoff")).toBeDisabled();
  });

  test("next turn goes to the second turn's input, next call to the chosen agent's model calls", async ({ share, player }) => {
    const trace = await nodeRun("two-turns");
    await share.openFresh(linkTo("two-turns"));
    await player.jump("turn").click();
    await player.expectStep(trace.turns[1].startStep);
    await expect(player.jump("turn")).toBeDisabled();

    const research = await nodeRun("research-code");
    const coderSteps = [...new Set(research.modelCalls.filter((call) => call.agent === "coder").map((call) => call.step))];
    await share.openFresh(linkTo("research-code"));
    await player.chooseCallAgent("coder");
    for (const step of coderSteps) {
      await player.jump("call").click();
      await player.expectStep(step);
    }
    await expect(player.jump("call")).toBeDisabled();
  });

  test("next interrupt goes to the pause for a human; a failing check's evidence is one jump away", async ({ share, player }) => {
    const paused = await nodeRun("interrupt-rules");
    const pause = paused.steps.find((step) => step.kind === "interrupt")!.index;
    await share.openFresh(linkTo("interrupt-rules"));
    await player.jump("interrupt").click();
    await player.expectStep(pause);

    const dangling = await nodeRun("parallel-handoffs");
    const evidence = dangling.checks.filter((check) => check.status === "fail").flatMap((check) => check.evidence);
    await share.openFresh(linkTo("parallel-handoffs"));
    await player.jump("evidence").click();
    await player.expectStep(Math.min(...evidence));
  });

  test("plays up to 16x, and the step counter of a three-digit run keeps one line at 853x480, in both languages", async ({ share, player, page }) => {
    await page.setViewportSize({ width: 853, height: 480 });
    for (const lang of ["en", "zh"]) {
      await share.openFresh(`${linkTo("scale", { topology: "supervisor", workers: 8, toolCalls: 4, turns: 2 })}&lang=${lang}`);
      expect(await player.speeds()).toContain(16);
      const last = (await player.stepCount()) - 1;
      expect(last).toBeGreaterThanOrEqual(99);
      await player.jumpToEnd();
      await player.expectStep(last);
      const box = await player.counterBox();
      expect(box.height).toBeLessThan(box.lineHeight * 1.5);
      expect(box.right).toBeLessThanOrEqual(box.playerRight);
    }
  });
});
