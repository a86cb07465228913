import type { Knobs } from "../src/engine/knobs";
import { callTokens } from "../src/engine/cost/tokenUsage";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { shapeOf } from "../src/ui/flow/layoutCache";
import { expectedContexts } from "../src/ui/flow/testing/expectedContext";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

const CASES: [string, Partial<Knobs>][] = [
  ["research-code", { topology: "supervisor" }],
  ["hierarchical", {}],
  // The shape depends on the workers only; one tool call and one turn keep the page's run short.
  ["scale", { workers: 24, toolCalls: 1, turns: 1 }],
];

test.describe("the context on the diagram", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [id, knobs] of CASES) {
    test(`each node of ${id} shows the calls, input messages and input tokens of the Node run at the playhead`, async ({ share, flow }) => {
      const trace = await nodeRun(id, knobs);
      const step = Math.floor(trace.steps.length * 0.6);
      const { shown } = shapeOf(trace.graph, undefined, "full");
      const tokens = callTokens(trace, o200kCounter()).map((call) => call.input);
      const expected = expectedContexts(trace, shown, step, tokens);
      expect(Object.keys(expected).length).toBeGreaterThan(1);
      await share.open(linkTo(id, knobs, step), 180_000);
      await expect.poll(() => flow.contexts(), { timeout: 60_000 }).toEqual(expected);
    });
  }

  test("the input heat shades the node that read the most darkest, and its legend names the most, in English and Chinese", async ({ share, flow, page }) => {
    const knobs = { topology: "supervisor" } as const;
    const trace = await nodeRun("research-code", knobs);
    const last = trace.steps.length - 1;
    const { shown } = shapeOf(trace.graph, undefined, "full");
    const expected = expectedContexts(trace, shown, last, callTokens(trace, o200kCounter()).map((call) => call.input));
    // The most-read of the nodes drawn as one box (a frame's figure is its agent's, drawn inside it).
    const frames = new Set(shown.nodes.flatMap((n) => (n.parent ? [n.parent] : [])));
    const boxes = Object.entries(expected).filter(([nodeId]) => !frames.has(nodeId));
    const max = Math.max(...boxes.map(([, c]) => c.inputTokens));
    await share.open(`${linkTo("research-code", knobs, last)}&dg=heat`, 180_000);
    await expect(flow.heatToggle()).toHaveAttribute("aria-pressed", "true");
    await expect(flow.heatLegend()).toContainText(`max ${max.toLocaleString("en-US")}`);
    for (const [nodeId, c] of boxes) await expect(flow.node(nodeId)).toHaveAttribute("data-heat", String(Math.min(4, Math.floor((c.inputTokens / max) * 5))));
    await page.goto(`/#${linkTo("research-code", knobs, last)}&dg=heat&lang=zh`);
    await expect(flow.heatLegend()).toContainText(`最近一次调用的输入 token`);
    await expect(flow.heatLegend()).toContainText(`最多 ${max.toLocaleString("en-US")}`);
    await flow.heatToggle().click();
    await expect(flow.heatLegend()).toHaveCount(0);
    await expect(page).not.toHaveURL(/dg=heat/);
  });
});
