import { expect, test } from "./fixtures";
import { overlap } from "./pages/LayoutPage";

for (const [width, height] of [
  [390, 844],
  [1024, 768],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test("never scrolls sideways, in either language, with every panel open", async ({ share, layout }) => {
      for (const lang of ["en", "zh"]) {
        await share.openFresh(`v=1&s=research-code&step=9&panels=knobs,history,chart,narrative,modelInput,dropped&lang=${lang}`);
        expect(await layout.horizontalOverflow(), lang).toBe(0);
      }
    });
  });
}

test.describe("390x844, a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the diagram refits to its box: the whole graph is in view, after a turn from landscape too", async ({ share, layout, page }) => {
    for (const opening of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
      await page.setViewportSize(opening);
      await share.openFresh("v=1&s=research-code&step=9");
      await page.setViewportSize({ width: 390, height: 844 });
      await layout.settleDiagram();
      const { graph, pane } = await layout.diagramExtent();
      const where = `opened at ${opening.width}x${opening.height}`;
      expect(graph.x, where).toBeGreaterThanOrEqual(pane.x - 1);
      expect(graph.y, where).toBeGreaterThanOrEqual(pane.y - 1);
      expect(graph.x + graph.width, where).toBeLessThanOrEqual(pane.x + pane.width + 1);
      expect(graph.y + graph.height, where).toBeLessThanOrEqual(pane.y + pane.height + 1);
      expect(await layout.horizontalOverflow(), where).toBe(0);
    }
  });
});

test.describe("390x844, the phone's header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is two rows: the tools scroll sideways in one row below the link, language and theme, and each tool is reachable", async ({ share, layout }) => {
    await share.openFresh("v=1&s=research-code");
    const tools = layout.headerTools().getByRole("button");
    const first = await layout.box(tools.first());
    const header = await layout.box(layout.header());
    // The mark and the link's row, then the tools' row: not the three rows the buttons wrapped into.
    expect(header.height).toBeLessThan(first.height * 3);
    const count = await tools.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      const tool = tools.nth(i);
      await tool.scrollIntoViewIfNeeded();
      const box = await layout.box(tool);
      expect(box.y, `tool ${i} on the first tool's row`).toBeCloseTo(first.y, 0);
      expect(box.x + box.width, `tool ${i} inside the window once scrolled to`).toBeLessThanOrEqual(390);
    }
    expect(await layout.horizontalOverflow()).toBe(0);
  });
});

test.describe("1280x720 with the engine failing", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("a long run error in the header truncates beside the title, never over it", async ({ app, engine, knobs, layout }) => {
    await engine.serveWorkerAs({ status: 404 });
    await app.goto();
    await knobs.set("outputMode", "full_history");
    await engine.expectFailure(/did not load: the server answered HTTP 404/);
    const title = await layout.box(layout.title());
    const error = await layout.box(engine.failure());
    expect(overlap(title, error)).toBe(false);
    expect(await layout.horizontalOverflow()).toBe(0);
  });
});
