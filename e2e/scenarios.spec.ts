import type { RouteDecision, RoutePlan } from "../src/engine/topologies/routerCritic";
import type { Trace, TraceMessage } from "../src/engine/trace/types";
import { stepNodeId } from "../src/store/playhead";
import { t } from "../src/ui/i18n/catalog";
import { builtinScenario, linkTo, nodeNarrative, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/**
 * Issue 5's scenarios, each opened from a share link. Every expectation comes from running the same
 * scenario with the same knobs in Node (the real libraries), never from numbers typed in here.
 */

const scenario = builtinScenario;

const lastStep = (trace: Trace) => trace.steps.length - 1;
const lastMessage = (trace: Trace): TraceMessage => trace.messages[trace.steps[lastStep(trace)].state.at(-1)!];
/** The agent that was active when turn `turn` ended. */
const activeAtEndOf = (trace: Trace, turn: number) => trace.steps[trace.turns[turn + 1].startStep - 1].activeAgent;
/** The first step of a turn where a node ran (after the input step). */
const firstNodeStep = (trace: Trace, turn: number) => trace.steps.find((s) => s.turn === turn && s.kind === "node")!;

test.describe("issue 5 scenarios opened from a link", () => {
  // Links run real graphs in the page's worker; a shared machine can be slow.
  test.describe.configure({ timeout: 120_000 });

  test("two turns on swarm: the remembered agent takes turn two; with resetActiveAgent the entry agent does", async ({ share, flow, player, history, metrics, knobs, scenario: panel }) => {
    const remembered = await nodeRun("two-turns");
    const turnTwo = remembered.turns[1];
    // The behaviour the narrative states, checked on the engine's own trace first.
    expect(turnTwo.path[0]).toBe(activeAtEndOf(remembered, 0));

    await share.openFresh(linkTo("two-turns", {}, turnTwo.startStep));
    await panel.expectNarrative(await nodeNarrative("two-turns"));
    await expect(await metrics.chartTurns()).toHaveCount(remembered.turns.length);
    await expect(player.caption()).toHaveText(t("step.input", { turn: 2 }));
    await player.stepForward();
    await flow.expectActive(stepNodeId(firstNodeStep(remembered, 1)));
    await player.jumpToEnd();
    const answer = lastMessage(remembered);
    await expect(history.added().last()).toHaveAttribute("data-agent", turnTwo.path[0]);
    await expect(history.added().last()).toContainText(answer.content);

    const reset = await nodeRun("two-turns", { resetActiveAgent: true });
    const resetTurnTwo = reset.turns[1];
    expect(resetTurnTwo.path[0]).not.toBe(activeAtEndOf(reset, 0));
    await share.openFresh(linkTo("two-turns", { resetActiveAgent: true }, resetTurnTwo.startStep + 1));
    await expect(knobs.knob("resetActiveAgent")).toBeChecked();
    await flow.expectActive(stepNodeId(firstNodeStep(reset, 1)));
    await player.jumpToEnd();
    await expect(history.added().last()).toHaveAttribute("data-agent", resetTurnTwo.path[0]);
    await expect(history.added().last()).toContainText(lastMessage(reset).content);
  });

  test("parallel handoffs: one call stays unanswered and only one worker runs; supervisor-send runs both", async ({ share, flow, history, knobs, scenario: panel }) => {
    const single = await nodeRun("parallel-handoffs");
    const [double] = Object.values(single.messages).filter((m) => (m.toolCalls?.length ?? 0) > 1);
    const answered = new Set(Object.values(single.messages).map((m) => m.toolCallId));
    const dangling = double.toolCalls!.filter((call) => !answered.has(call.id));
    expect(dangling).toHaveLength(1);
    // The two workers the message addresses: only the first one's handoff takes effect.
    const workers = double.toolCalls!.map((call) => scenario("parallel-handoffs").agents.find((a) => call.name === `transfer_to_${a.name}`)!.name);
    const ranIn = (trace: Trace) => new Set(trace.steps.filter((s) => s.namespace.length === 0 && s.kind === "node").map((s) => s.node));
    const idle = workers.filter((name) => !ranIn(single).has(name));
    expect(idle).toHaveLength(1);

    await share.openFresh(linkTo("parallel-handoffs", {}, lastStep(single)));
    await panel.expectNarrative(await nodeNarrative("parallel-handoffs"));
    await expect(history.unansweredCalls()).toHaveCount(1);
    await expect(history.unansweredCalls()).toHaveAttribute("data-call", dangling[0].name);
    for (const name of workers) {
      // A worker that ran shows its model-call count on the diagram; one that never ran shows none.
      await expect(flow.node(name).getByTestId("flow-calls")).toHaveCount(idle.includes(name) ? 0 : 1);
    }

    const strict = await nodeRun("parallel-handoffs", { providerStrictness: "strict" });
    expect(strict.outcome.status).toBe("error");
    await share.openFresh(linkTo("parallel-handoffs", { providerStrictness: "strict" }));
    await expect(panel.runErrorMessage()).toHaveText(strict.outcome.status === "error" ? strict.outcome.error.message : "");

    const fanOut = await nodeRun("parallel-handoffs", { topology: "supervisor-send" });
    const results = fanOut.steps[lastStep(fanOut)].state.map((id) => fanOut.messages[id]).filter((m) => m.type === "tool");
    await share.openFresh(linkTo("parallel-handoffs", { topology: "supervisor-send" }, lastStep(fanOut)));
    await expect(knobs.knob("topology")).toHaveValue("supervisor-send");
    await expect(history.unansweredCalls()).toHaveCount(0);
    await expect(history.ofType("tool")).toHaveCount(results.length);
    for (const [i, result] of results.entries()) await expect(history.ofType("tool").nth(i)).toContainText(result.content);
    expect(workers.every((name) => ranIn(fanOut).has(name))).toBe(true);
    for (const name of workers) await expect(flow.node(name).getByTestId("flow-calls")).toHaveCount(1);
  });

  test("an error-gallery entry shows the runtime's real error, why and the fix, and the fix runs clean", async ({ share, run, history, knobs, player, metrics, compare, scenario: panel }) => {
    const id = "error-agent-without-name";
    const entry = scenario(id);
    const broken = await nodeRun(id);
    if (broken.outcome.status !== "error") throw new Error(`${id} ran clean in Node`);

    await share.openFresh(linkTo(id));
    await expect(panel.runErrorMessage()).toHaveText(broken.outcome.error.message);
    await panel.expectGallery(entry.gallery!.why, entry.gallery!.fix);
    await panel.expectNarrative(await nodeNarrative(id));

    const fixedId = entry.gallery!.fixScenarioId!;
    const fixed = await nodeRun(fixedId);
    expect(fixed.outcome.status).toBe("completed");
    // The fix opens as B of a compare; swapping makes it the setup.
    await panel.applyFix();
    await compare.waitForB();
    await compare.swap();
    await run.waitForTrace();
    await expect(knobs.scenarioSelect()).toHaveValue(fixedId);
    await panel.expectNoRunError();
    await player.expectStep(lastStep(fixed));
    await expect(metrics.metric("messages")).toHaveText(String(fixed.steps[lastStep(fixed)].state.length));
    await expect(history.messages().last()).toContainText(lastMessage(fixed).content);
  });

  test("a gallery fix made of knobs flips the knob and the same scenario runs clean", async ({ share, run, knobs, compare, scenario: panel }) => {
    const id = "error-command-without-ends";
    const { fixKnobs } = scenario(id).gallery!;
    expect(fixKnobs).toBeDefined();
    const broken = await nodeRun(id);
    const fixed = await nodeRun(id, fixKnobs);
    if (broken.outcome.status !== "error") throw new Error(`${id} ran clean in Node`);
    expect(fixed.outcome.status).toBe("completed");

    await share.openFresh(linkTo(id));
    await expect(panel.runErrorMessage()).toHaveText(broken.outcome.error.message);
    await panel.applyFix();
    await compare.waitForB();
    await compare.swap();
    await run.waitForTrace();
    await panel.expectNoRunError();
    for (const [name, value] of Object.entries(fixKnobs!)) {
      const knob = knobs.knob(name);
      if (typeof value === "boolean") await expect(knob).toBeChecked({ checked: value });
      else await expect(knob).toHaveValue(String(value));
    }
    await expect(knobs.scenarioSelect()).toHaveValue(id);
    await expect(panel.fixApplied()).toBeVisible();
    await expect(panel.applyFixButton()).toHaveCount(0);
  });

  test("json-dispatch: the max_iter stop shows in the topology state, and not once max_iter is raised", async ({ share, state, scenario: panel }) => {
    const stopped = await nodeRun("json-dispatch");
    const maxIter = stopped.knobs.maxIter;
    const dispatched = stopped.steps.filter((s) => s.turn === 1 && Array.isArray(s.extra?.dispatch_history)).at(-1)!.extra!.dispatch_history as string[];
    const stopAnswer = stopped.steps.filter((s) => s.turn === 1 && typeof s.extra?.final_answer === "string").at(-1)!.extra!.final_answer as string;
    expect(dispatched).toHaveLength(maxIter);

    await share.openFresh(linkTo("json-dispatch", {}, lastStep(stopped)));
    await panel.expectNarrative(await nodeNarrative("json-dispatch"));
    await state.show();
    await expect(state.panel()).toBeVisible();
    await expect(state.dispatchItems()).toHaveText(dispatched.map((name, i) => `${i + 1}. ${name}`));
    await expect(state.finalAnswer()).toHaveText(stopAnswer);
    await expect(state.maxIterStop()).toHaveText(t("state.maxIterStop", { max: maxIter }));

    const free = await nodeRun("json-dispatch", { maxIter: 10 });
    const freeAnswer = free.steps.filter((s) => s.turn === 1 && typeof s.extra?.final_answer === "string").at(-1)!.extra!.final_answer as string;
    await share.openFresh(linkTo("json-dispatch", { maxIter: 10 }, lastStep(free)));
    await state.show();
    await expect(state.finalAnswer()).toHaveText(freeAnswer);
    await expect(state.maxIterStop()).toHaveCount(0);
  });

  test("router: the critic's verdicts, 'unsure' with the guess kept first, and the plan cut at its first bad step", async ({ share, state, player, history, scenario: panel }) => {
    const trace = await nodeRun("router");
    const criticSteps = trace.steps.filter((s) => s.node === "critic");
    expect(criticSteps).toHaveLength(trace.turns.length);

    await share.openFresh(linkTo("router", {}, criticSteps[0].index));
    await panel.expectNarrative(await nodeNarrative("router"));
    await state.show();
    let unsureSeen = 0;
    for (const step of criticSteps) {
      await player.scrubTo(step.index);
      await player.expectStep(step.index);
      await expect(history.added()).toHaveText([new RegExp(escape(trace.messages[step.added[0]].content))]);
      const decision = step.extra?.decision as RouteDecision | null;
      if (!decision) continue;
      if (decision.agent === null) unsureSeen++;
      await expect(state.decision()).toHaveAttribute("data-verdict", decision.agent === null ? "unsure" : "pass");
      await expect(state.verdict()).toHaveText(decision.agent === null ? t("state.verdictUnsure") : t("state.verdictPass", { agent: decision.agent }));
      await expect(state.alternatives()).toHaveText(decision.alternatives);
    }
    expect(unsureSeen).toBeGreaterThanOrEqual(2);

    const planStep = criticSteps.find((s) => s.extra?.plan)!;
    const plan = planStep.extra!.plan as RoutePlan;
    expect(plan.cutAt).not.toBeNull();
    await player.scrubTo(planStep.index);
    await expect(state.plan()).toHaveAttribute("data-cut-at", String(plan.cutAt));
    await expect(state.planSteps("kept")).toHaveCount(plan.steps.length);
    for (const [i, kept] of plan.steps.entries()) await expect(state.planSteps("kept").nth(i)).toContainText(kept.agent!);
    await expect(state.planSteps("cut")).toHaveCount(1);
    await expect(state.planCut()).toHaveText(plan.cutReason!);
  });

  test("hierarchical: teams nest their leads and workers in the diagram, and no topology state is shown", async ({ share, flow, state, scenario: panel }) => {
    const trace = await nodeRun("hierarchical");
    const parentOf = new Map(trace.graph.nodes.map((n) => [n.id, n.parent]));
    // Nodes two levels down: a worker's inner node inside a team inside the director's graph.
    const nested = trace.graph.nodes.filter((n) => n.parent && parentOf.get(n.parent));
    expect(nested.length).toBeGreaterThan(0);

    await share.openFresh(linkTo("hierarchical", {}, lastStep(trace)));
    await panel.expectNarrative(await nodeNarrative("hierarchical"));
    for (const node of nested) await expect(flow.node(node.id)).toBeAttached();
    const teams = new Set(nested.map((n) => parentOf.get(n.parent!)!));
    for (const team of teams) await expect(flow.node(team)).toBeVisible();
    await expect(state.panel()).toHaveCount(0);
  });
});

/** A string as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

