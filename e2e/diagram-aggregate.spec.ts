import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

// The shape depends on the workers only; one tool call and one turn keep the page's run short.
const SCALE = { workers: 24, toolCalls: 1, turns: 1 };

test.describe("alike agents folded into one node, and unfolded on click", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
    test(`the 24-worker supervisor opens as "worker ×24", names at 11 px or more; unfolded, its 24 workers at 8 px or more, at ${viewport.width}x${viewport.height}`, async ({ page, share, flow }) => {
      const trace = await nodeRun("scale", SCALE);
      const workers = new Set(trace.modelCalls.map((c) => c.agent).filter((agent) => agent.startsWith("worker_")));
      await page.setViewportSize(viewport);
      await share.open(linkTo("scale", SCALE, trace.steps.length - 1), 180_000);
      await expect.poll(() => flow.aggregates(), { timeout: 60_000 }).toEqual({ "worker*": workers.size });
      await expect(flow.node("worker*")).toContainText(`worker ×${workers.size}`);
      // Its badge sums every worker's calls, as the run in Node made them.
      await expect(flow.node("worker*").getByTestId("flow-calls")).toHaveText(String(trace.modelCalls.filter((c) => workers.has(c.agent)).length));
      await expect(flow.groupAlike()).toHaveAttribute("aria-pressed", "true");
      const aggregated = await flow.textSizes();
      expect(Object.keys(aggregated.labels).sort()).toEqual(["__start__", "supervisor", "worker*"]);
      expect(Math.min(...Object.values(aggregated.labels))).toBeGreaterThanOrEqual(11);

      await flow.toggleGroup("worker*");
      await expect(flow.node("worker_24")).toBeAttached({ timeout: 60_000 });
      await expect(page).toHaveURL(/dg=each/);
      await expect(flow.groupAlike()).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => flow.aggregates()).toEqual({});
      // Every agent's name (START's pill is no agent), all 24 workers and their supervisor.
      const agents = Object.entries((await flow.textSizes()).labels).filter(([id]) => id !== "__start__");
      expect(agents.map(([id]) => id).sort()).toEqual(["supervisor", ...workers].sort());
      expect(Math.min(...agents.map(([, px]) => px))).toBeGreaterThanOrEqual(8);
    });
  }

  test("a link with dg=each opens the workers one by one, and Group alike folds them again", async ({ share, flow, page }) => {
    await share.open(`${linkTo("scale", SCALE)}&dg=each`, 180_000);
    await expect(flow.node("worker_01")).toBeAttached({ timeout: 60_000 });
    await expect(flow.node("worker*")).toHaveCount(0);
    await flow.groupAlike().click();
    await expect(flow.node("worker*")).toBeAttached({ timeout: 60_000 });
    await expect(flow.node("worker_01")).toHaveCount(0);
    await expect(page).not.toHaveURL(/dg=/);
  });
});
