import type { Knobs } from "../src/engine/knobs";
import { linkTo } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** The 24-worker graphs (their shape depends on the workers only: one tool call and one turn keep the runs short). */
const BIG: [string, Partial<Knobs>][] = (["supervisor", "swarm", "hierarchical"] as const).map((topology) => ["scale", { workers: 24, toolCalls: 1, turns: 1, topology }]);

test.describe("the diagram's text at 1280x720", () => {
  test.describe.configure({ timeout: 240_000 });
  // A classroom projector's 1280x720 picture.
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const [id, knobs] of BIG) {
    test(`the 24-worker ${knobs.topology} opens with every name at 11 px or more and every call badge at 8 px or more`, async ({ share, flow, layout }) => {
      await share.open(linkTo(id, knobs, 40), 180_000);
      await expect.poll(async () => Object.keys(await flow.aggregates()).length, { timeout: 60_000 }).toBe(1);
      await layout.settleDiagram();
      const { labels, badges } = await flow.textSizes();
      expect(Math.min(...Object.values(labels))).toBeGreaterThanOrEqual(11);
      expect(badges).toBeGreaterThanOrEqual(8);
    });
  }
});

test.describe("the diagram's text at 1280x720 with 150% zoom (853x480 CSS px)", () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });

  for (const [id, knobs] of BIG) {
    test(`the compact workbench opens the 24-worker ${knobs.topology} aggregated with every name at 11 px or more`, async ({ share, flow, layout, stage }) => {
      await share.open(linkTo(id, knobs, 40), 180_000);
      expect(await stage.screen()).toBe("compact");
      await expect.poll(async () => Object.keys(await flow.aggregates()).length, { timeout: 60_000 }).toBe(1);
      await layout.settleDiagram();
      const { labels, badges } = await flow.textSizes();
      expect(Math.min(...Object.values(labels))).toBeGreaterThanOrEqual(11);
      expect(badges).toBeGreaterThanOrEqual(8);
    });
  }
});
