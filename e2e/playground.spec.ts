import { makeKnobs } from "../src/engine/knobs";
import { findScenario } from "../src/engine/scenarios";
import { RENDER_WHOLE_UP_TO } from "../src/ui/history/VirtualList";
import { run } from "../src/engine/trace/run";
import type { Trace } from "../src/engine/trace/types";
import { stepNodeId } from "../src/store/playhead";
import { expect, test } from "./fixtures";

const researchCode = findScenario("research-code")!;

/** The trace Node computes for the same scenario and knobs: what the page must show. */
function nodeRun(knobs: Parameters<typeof run>[1], scenario = researchCode): Promise<Trace> {
  return run(scenario, knobs);
}

test.describe("the playground shell", () => {
  // Each knob change runs real graphs in the page's worker; a shared CI machine can be slow.
  test.describe.configure({ timeout: 120_000 });

  test("flipping outputMode and handoff messages moves the shared history 12 -> 16 -> 12 -> 4", async ({ app, knobs, run, metrics, history, player }) => {
    await app.goto();
    await knobs.chooseTopology("supervisor");
    // The first open starts at step 1; a knob flip keeps the playhead, so look at the ends.
    await run.waitForTrace();
    await player.jumpToEnd();

    const expectMessages = async (count: number): Promise<void> => {
      await run.waitForTrace();
      await expect(metrics.metric("messages")).toHaveText(String(count));
      await expect(history.messages()).toHaveCount(count);
    };

    await expectMessages(12);
    await knobs.set("outputMode", "full_history");
    await expectMessages(16);
    await knobs.set("outputMode", "last_message");
    await expectMessages(12);
    await knobs.set("addHandoffMessages", false);
    await expectMessages(4);
  });

  test("the diagram draws a flow-node for every node of the compiled graph", async ({ app, flow }) => {
    const trace = await nodeRun({ topology: "supervisor" });
    await app.goto();
    for (const node of trace.graph.nodes) await expect(flow.node(node.id)).toBeAttached();
    expect((await flow.nodeIds()).sort()).toEqual(trace.graph.nodes.map((n) => n.id).sort());
  });

  test("stepping moves the highlight to the node each step of the trace ran", async ({ app, flow, player }) => {
    const trace = await nodeRun({ topology: "supervisor" });
    await app.goto();
    expect(await player.stepCount()).toBe(trace.steps.length);
    // The first open starts at the beginning.
    await player.expectStep(0);
    for (const step of trace.steps) {
      await player.expectStep(step.index);
      await flow.expectActive(stepNodeId(step));
      if (step.index < trace.steps.length - 1) await player.stepForward();
    }
    await player.stepBack();
    await flow.expectActive(stepNodeId(trace.steps[trace.steps.length - 2]));
  });

  test("a collapsed agent group stands for its inner nodes", async ({ app, flow, player }) => {
    const trace = await nodeRun({ topology: "supervisor" });
    const inner = trace.steps.find((s) => stepNodeId(s) === "researcher:tools")!;
    await app.goto();
    await flow.toggleGroup("researcher");
    await expect(flow.node("researcher:tools")).toHaveCount(0);
    await player.scrubTo(inner.index);
    await flow.expectActive("researcher");
    await flow.toggleGroup("researcher");
    await flow.expectActive("researcher:tools");
  });

  test("the keyboard drives the player, but not while a field has focus", async ({ app, player, picker }) => {
    await app.goto();
    const last = (await player.stepCount()) - 1;
    await player.focusPage();
    await player.press("Home");
    await player.expectStep(0);
    await player.press("ArrowRight");
    await player.press("ArrowRight");
    await player.expectStep(2);
    await player.press("ArrowLeft");
    await player.expectStep(1);
    await player.press("End");
    await player.expectStep(last);

    // Keys typed in the scenario picker's filter belong to the picker.
    await picker.open();
    await player.press("Home");
    await player.expectStep(last);
    await player.press("Escape");

    await player.focusPage();
    await player.setSpeed(4);
    await player.focusPage();
    await player.press("Home");
    await player.press("Space");
    await player.expectPlaying(true);
    // Playback runs to the end and stops there.
    await player.expectStep(last, { timeout: 30_000 });
    await player.expectPlaying(false);
  });

  test("changing a knob keeps the playhead on the same node run", async ({ app, knobs, run, player, flow }) => {
    const before = await nodeRun({ topology: "supervisor", outputMode: "last_message" });
    const after = await nodeRun({ topology: "supervisor", outputMode: "full_history" });
    const secondSupervisor = (t: Trace) => t.steps.filter((s) => s.namespace.length === 0 && s.node === "supervisor")[1].index;
    await app.goto();
    await player.scrubTo(secondSupervisor(before));
    await knobs.set("outputMode", "full_history");
    await run.waitForTrace();
    await player.expectStep(secondSupervisor(after));
    await flow.expectActive("supervisor");
  });

  test("a run that fails shows the runtime's own error, and the gallery fix runs clean", async ({ app, knobs, run, compare, scenario: panel }) => {
    const scenario = findScenario("error-command-without-ends")!;
    const trace = await nodeRun({ topology: scenario.topologies[0], ...scenario.knobs }, scenario);
    expect(trace.outcome.status).toBe("error");
    const message = trace.outcome.status === "error" ? trace.outcome.error.message : "";
    await app.goto();
    await knobs.chooseScenario(scenario.id);
    await run.waitForTrace();
    await expect(panel.runErrorMessage()).toHaveText(message);
    await expect(panel.galleryCard()).toBeVisible();
    await panel.applyFix();
    await compare.waitForB();
    await compare.swap();
    await run.waitForTrace();
    await panel.expectNoRunError();
  });

  test("each knob is a form of one field, which Enter never submits", async ({ app, knobs, run, page }) => {
    await app.goto();
    await run.waitForTrace();
    await knobs.openOtherKnobs();
    const fields = await knobs.fieldsPerForm();
    expect(Object.keys(fields).length).toBeGreaterThan(20);
    expect(Object.entries(fields).filter(([, count]) => count !== 1)).toEqual([]);
    // A form whose one field is a number field submits on Enter: the page must stay, with the new value.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await knobs.knob("recursionLimit").fill("30");
    await knobs.knob("recursionLimit").press("Enter");
    await run.waitForTrace();
    await expect(knobs.knob("recursionLimit")).toHaveValue("30");
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("knobs that do not apply to the topology are disabled and say why", async ({ app, knobs, run }) => {
    await app.goto();
    await knobs.chooseTopology("supervisor");
    await expect(knobs.knob("outputMode")).toBeEnabled();
    await knobs.openOtherKnobs();
    await expect(knobs.knob("declareEnds")).toBeDisabled();
    await expect(knobs.row("declareEnds")).toContainText("Only for supervisor-handrolled");
    await knobs.chooseTopology("supervisor-handrolled");
    await run.waitForTrace();
    await expect(knobs.knob("declareEnds")).toBeEnabled();
    await expect(knobs.knob("outputMode")).toBeDisabled();
  });
});

test("a short history is rendered whole and shows the playhead's messages: the last at the end of the run, the first at its start", async ({ share, history, player }) => {
  const trace = await nodeRun(makeKnobs({ ...researchCode.knobs, outputMode: "full_history" }));
  const last = trace.steps.length - 1;
  await share.open(`v=1&s=research-code&outputMode=full_history&step=${last}`);
  await player.expectStep(last);
  const rows = trace.steps[last].state.length;
  expect(rows).toBeLessThanOrEqual(RENDER_WHOLE_UP_TO);
  await expect(history.messages()).toHaveCount(rows);
  expect(await history.rowsHeld()).toBe(rows);
  await expect(history.messages().last()).toBeInViewport();
  await expect(history.messages().first()).not.toBeInViewport();
  await player.scrubTo(1);
  await expect(history.messages().first()).toBeInViewport();
});
