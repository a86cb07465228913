import { contextAt } from "../src/engine/trace/metrics";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";
import { overlap } from "./pages/LayoutPage";

test.describe("1280x720 at 150% zoom (853x480 CSS pixels)", () => {
  test.use({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });

  test("the presenter layout never scrolls sideways, shows the figures, diagram and history, and persists in the link", async ({ share, layout, metrics }) => {
    const trace = await nodeRun("research-code");
    await share.openFresh(linkTo("research-code", {}, trace.steps.length - 1));
    const normalFigure = await layout.fontSize(metrics.metric("messages"));
    await layout.presenterToggle().click();
    await expect(layout.presenterLayout()).toBeVisible();
    await expect(layout.presenterToggle()).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => share.addressBarLink()).toContain("present=1");
    await expect(metrics.metric("messages")).toHaveText(String(contextAt(trace).messages));
    // The headline meter is the star on every screen: the presenter keeps it at least as large, and legible from the back.
    expect(await layout.fontSize(metrics.metric("messages")), "headline figures stay large").toBeGreaterThanOrEqual(Math.max(normalFigure, 24));

    for (const lang of ["en", "zh"]) {
      await share.openFresh(`${await share.addressBarLink().then((link) => link.replace(/&lang=\w+/, ""))}&lang=${lang}`);
      await expect(layout.presenterLayout(), lang).toBeVisible();
      expect(await layout.horizontalOverflow(), lang).toBe(0);
      // The two stars side by side, inside the window, neither over the other.
      const diagram = await layout.box(layout.diagramPanel());
      const history = await layout.box(layout.historyColumn());
      expect(diagram.x + diagram.width, lang).toBeLessThanOrEqual(853);
      expect(history.x + history.width, lang).toBeLessThanOrEqual(853);
      expect(history.y + history.height, lang).toBeLessThanOrEqual(480);
      expect(overlap(diagram, history), lang).toBe(false);
    }

    // The rest is folded, one click away.
    await expect(layout.presenterMore()).not.toHaveAttribute("open");
    await layout.openPresenterMore();
    await expect(layout.presenterMore().getByTestId("knob-topology")).toBeVisible();
    expect(await layout.horizontalOverflow()).toBe(0);

    await layout.presenterToggle().click();
    await expect(layout.presenterLayout()).toHaveCount(0);
    await expect.poll(() => share.addressBarLink()).not.toContain("present=");
  });
});

for (const presenter of [false, true]) {
  test.describe(`1920x1080, ${presenter ? "presenter" : "workbench"} layout`, () => {
    test.use({ viewport: { width: 1920, height: 1080 } });

    test("the diagram fills its pane on a large screen", async ({ share, layout }) => {
      await share.openFresh(`v=1&s=research-code&step=9${presenter ? "&present=1" : ""}`);
      await layout.settleDiagram();
      const { graph, pane } = await layout.diagramExtent();
      // Fitted to the pane on at least one axis (not drawn at the size meant for 1280x720).
      expect(Math.max(graph.width / pane.width, graph.height / pane.height)).toBeGreaterThan(0.75);
      expect(await layout.horizontalOverflow()).toBe(0);
    });
  });
}
