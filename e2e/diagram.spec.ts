import { expect, test } from "./fixtures";
import { linkTo, nodeRun } from "./builtinRuns";
import { stepNodeId } from "../src/store/playhead";

test.describe("the diagram's level of detail, folding and captions", () => {
  test.describe.configure({ timeout: 120_000 });

  test("agents only draws START and one box per agent that called a model, and the link keeps it", async ({ app, share, flow, run, page }) => {
    const trace = await nodeRun("research-code", { topology: "supervisor" });
    const agents = [...new Set(trace.modelCalls.map((c) => c.agent))];
    await share.openFresh(linkTo("research-code", { topology: "supervisor" }));
    await flow.agentsOnly().click();
    await expect(flow.agentsOnly()).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await flow.nodeIds()).sort()).toEqual(["__start__", ...agents].sort());
    await expect(page).toHaveURL(/dg=agents/);
    // The reloaded page boots and runs the link again before it draws: wait for that, not a few seconds.
    await app.reload();
    await run.waitForTrace();
    await expect(flow.agentsOnly()).toHaveAttribute("aria-pressed", "true");
    // Then ELK's worker, started with the page, lays this shape out.
    await expect.poll(async () => (await flow.nodeIds()).sort(), { timeout: 30_000 }).toEqual(["__start__", ...agents].sort());
  });

  test("collapse all folds every group, expand all opens them again", async ({ share, flow }) => {
    const trace = await nodeRun("research-code", { topology: "supervisor" });
    const groups = [...new Set(trace.graph.nodes.flatMap((n) => (n.parent ? [n.parent] : [])))].sort();
    await share.openFresh(linkTo("research-code", { topology: "supervisor" }));
    await flow.collapseAll();
    await expect.poll(async () => (await flow.foldedGroups()).sort()).toEqual(groups);
    await expect(flow.node("researcher:tools")).toHaveCount(0);
    await flow.expandAll();
    await expect.poll(() => flow.foldedGroups()).toEqual([]);
    await expect(flow.node("researcher:tools")).toBeAttached();
  });

  test("the caption names the agent the supervisor hands off to, and its transfer tool", async ({ share, flow }) => {
    const trace = await nodeRun("research-code", { topology: "supervisor" });
    const step = trace.steps.find((s) => stepNodeId(s) === "supervisor:agent")!;
    const call = Object.values(trace.messages).flatMap((m) => m.toolCalls ?? []).find((c) => c.name.startsWith("transfer_to_"))!;
    const target = call.name.slice("transfer_to_".length);
    await share.openFresh(linkTo("research-code", { topology: "supervisor" }, step.index));
    await expect(flow.caption()).toContainText(`supervisor handed off to ${target} (${call.name})`);
  });

  test("two-turns on swarm shows the active agent the second turn starts with", async ({ share, state }) => {
    const trace = await nodeRun("two-turns", { topology: "swarm" });
    const start = trace.turns[1].startStep;
    const carried = trace.steps.filter((s) => s.turn === 0 && s.activeAgent).at(-1)!.activeAgent!;
    await share.openFresh(linkTo("two-turns", { topology: "swarm" }, start));
    await state.show();
    await expect(state.activeAgent()).toHaveText(carried);
    await expect(state.handoffs().last()).toContainText(carried);
  });
});
