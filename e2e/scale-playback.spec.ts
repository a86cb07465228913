import { RENDER_WHOLE_UP_TO } from "../src/ui/history/VirtualList";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

const BIG = { topology: "supervisor", workers: 24, toolCalls: 10, turns: 2 } as const;
/** Steps played at 2x before the end (the whole run would take minutes at 2x). */
const PLAYED = 24;

test.describe("a 24-agent run", () => {
  test.describe.configure({ timeout: 300_000 });

  test("opens from its link, plays to the end at 2x, answers clicks while playing, and the history stays virtualized", async ({ share, player, history, responsiveness, metrics, scenario }) => {
    // The run in Node and the page's run in its worker go on side by side: each takes seconds, more on a busy machine.
    const inNode = nodeRun("scale", BIG);
    await responsiveness.watchLongTasks();
    // The whole run (578 model calls) in the page's engine worker.
    await share.open(linkTo("scale", BIG), 180_000);
    const trace = await inNode;
    // The whole run, not one stopped by a work limit: every model call re-reads a long history, which the trace holds once.
    expect(trace.outcome).toEqual({ status: "completed" });
    const last = trace.steps.length - 1;
    const finalMessages = trace.steps[last].state.length;
    // Big enough that rendering every row would show: many times what the list renders whole.
    expect(finalMessages).toBeGreaterThan(3 * RENDER_WHOLE_UP_TO);
    expect(await player.stepCount()).toBe(trace.steps.length);
    const loadTasks = (await responsiveness.longTasks()).length;

    await player.setSpeed(2);
    await player.scrubTo(last - PLAYED);
    await player.play();
    await player.expectPlaying(true);

    // The page answers while it plays: a panel folds and unfolds, and the player pauses and goes on.
    await history.toggleModelInput();
    await expect(history.modelInputToggle()).toHaveAttribute("aria-expanded", "false");
    await history.toggleModelInput();
    await expect(history.modelInputToggle()).toHaveAttribute("aria-expanded", "true");
    await player.play();
    await player.expectPlaying(false);
    const paused = await player.step();
    expect(paused).toBeLessThan(last);
    await player.play();
    await player.expectPlaying(true);

    // Mid-run the history holds every shared message but renders only a screenful.
    expect(await history.rowsHeld()).toBe(trace.steps[await player.step()].state.length);
    expect(await history.messages().count()).toBeLessThan(RENDER_WHOLE_UP_TO);

    await player.expectStep(last, { timeout: 120_000 });
    await player.expectPlaying(false);
    await expect(history.count()).toHaveText(`${finalMessages} messages`);
    await expect(metrics.metric("llm-calls")).toHaveText(String(trace.modelCalls.length));
    await scenario.expectNoRunError();
    expect(await history.rowsHeld()).toBe(finalMessages);
    expect(await history.messages().count()).toBeLessThan(RENDER_WHOLE_UP_TO);
    // Playing scrolled along: the newest message is in view.
    await expect(history.messages().last()).toBeInViewport();

    // Timings are the bench's business (npm run bench); here they are only recorded.
    const played = await responsiveness.longTasks(loadTasks);
    test.info().annotations.push({ type: "longest main-thread task while playing (ms)", description: String(Math.round(Math.max(0, ...played))) });
  });

  test("on a classroom laptop (CPU throttled 4x) the link opens, its run never counts as hung, and it plays to the end", async ({ share, player, engine, scenario }) => {
    const trace = await nodeRun("scale", BIG);
    const last = trace.steps.length - 1;
    const uncaught = engine.recordUncaught();
    await engine.recordStalls();
    await engine.throttleCpu(4);
    await share.open(linkTo("scale", BIG), 240_000);
    expect(await player.stepCount()).toBe(trace.steps.length);
    await expect(engine.failure()).toHaveCount(0);
    await expect(engine.stall()).toHaveCount(0);

    // The fastest speed: a step every 56 ms asks more of a slowed page than 2x does.
    await player.setSpeed(16);
    await player.scrubTo(last - PLAYED);
    await player.play();
    await player.expectStep(last, { timeout: 120_000 });
    await player.expectPlaying(false);
    await scenario.expectNoRunError();
    await expect(engine.failure()).toHaveCount(0);
    expect(await engine.stallsSeen()).toBe(0);
    expect(uncaught).toEqual([]);
  });
});
