import { t } from "../src/ui/i18n/catalog";
import { shrinkView } from "../src/ui/metrics/metricsView";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** A projector at 150% (853x480 CSS px), a laptop, a big screen, a phone. */
const SIZES = [
  { width: 853, height: 480, deviceScaleFactor: 1.5, desktop: true },
  { width: 1280, height: 720, deviceScaleFactor: 1, desktop: true },
  { width: 1920, height: 1080, deviceScaleFactor: 1, desktop: true },
  { width: 390, height: 844, deviceScaleFactor: 2, desktop: false },
] as const;

/** refund-9821 on the guarded supervisor with every guard off: the run that stacked checks, board and state over the history. */
const REFUND_UNGUARDED = { reportProtocol: false, redispatchBudget: false, circuitBreaker: false, centreTools: "centre-too", approvalGate: false } as const;

test.describe("the stage", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const { width, height, deviceScaleFactor, desktop } of SIZES) {
    test.describe(`${width}x${height}`, () => {
      test.use({ viewport: { width, height }, deviceScaleFactor });

      test("no header or panel-header controls overlap, nothing scrolls sideways, and the first knob is in reach, in both languages and themes", async ({ page, share, stage, layout }) => {
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          for (const lang of ["en", "zh"]) {
            const where = `${lang} ${colorScheme}`;
            await share.openFresh(`v=1&s=research-code&step=9&lang=${lang}`);
            await expect(page.getByTestId("metric-messages"), where).not.toBeEmpty();
            // Under 600 px tall the workbench is the compact one.
            expect(await stage.screen(), where).toBe(desktop ? (height < 600 ? "compact" : "workbench") : "phone");
            expect(await stage.overlappingControls(), where).toEqual([]);
            expect(await layout.horizontalOverflow(), where).toBe(0);
            if (desktop) await stage.expectFirstKnobInView();
          }
        }
      });
    });
  }

  for (const [width, height, deviceScaleFactor] of [
    [853, 480, 1.5],
    [1920, 1080, 1],
  ] as const) {
    test.describe(`presenter at ${width}x${height}`, () => {
      test.use({ viewport: { width, height }, deviceScaleFactor });

      test("compare shows both diagrams (150 px or more, wholly in the window) and both histories", async ({ page, share, compare, stage }) => {
        await share.openFresh("v=1&s=research-code&step=9&present=1&cmp=addHandoffMessages.false");
        await compare.waitForB();
        for (const side of ["a", "b"]) {
          const diagram = page.getByTestId(`compare-diagram-${side}`);
          const box = (await diagram.boundingBox())!;
          expect(box.height, side).toBeGreaterThanOrEqual(150);
          expect(await stage.wholeInView(diagram), side).toBe(true);
          const history = page.getByTestId(`compare-history-${side}`);
          await expect(history.getByTestId("compare-message").first(), side).toBeInViewport();
        }
      });

      test("a lesson step's text, Next and the diagram are on one screen; hide= keeps its knobs hidden", async ({ page, share, lesson, stage }) => {
        await share.openFresh("v=1&s=research-code&present=1&lesson=2&hide=outputMode");
        await expect(page.getByTestId("lesson-caption")).toBeVisible();
        for (const id of ["lesson-caption", "lesson-next", "diagram-panel"]) expect(await stage.wholeInView(page.getByTestId(id)), id).toBe(true);
        await lesson.next();
        expect(await stage.wholeInView(page.getByTestId("lesson-next"))).toBe(true);
        await page.getByTestId("presenter-more").locator(":scope > summary").click();
        await expect(page.getByTestId("knob-topology")).toBeVisible();
        await expect(page.getByTestId("knob-outputMode")).toHaveCount(0);
      });
    });
  }

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    test.describe(`${width}x${height}`, () => {
      test.use({ viewport: { width, height } });

      test("refund-9821 with its guards off keeps four or more shared messages in the window", async ({ share, history, stage, details }) => {
        const trace = await nodeRun("refund-9821", REFUND_UNGUARDED);
        expect(trace.steps.at(-1)!.state.length).toBeGreaterThanOrEqual(4);
        await share.openFresh(linkTo("refund-9821", REFUND_UNGUARDED, trace.steps.length - 1));
        await expect(history.messages().first()).toBeVisible();
        expect(await stage.countInView(history.messages())).toBeGreaterThanOrEqual(4);
        // Every detail tab opened in turn leaves the rows where they are.
        for (const id of await details.tabs()) {
          await details.show(id as Parameters<typeof details.show>[0]);
          expect(await stage.countInView(history.messages()), id).toBeGreaterThanOrEqual(4);
        }
      });
    });
  }

  test.describe("853x480 (the compact workbench)", () => {
    test.use({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });

    test("the diagram takes the room: an open details tab lies over it, never over the history, and the interrupt card docks in the setup column", async ({ page, share, stage, details, history, interrupt, player, layout }) => {
      await share.openFresh("v=1&s=research-code&step=9");
      expect(await stage.screen()).toBe("compact");
      const pane = await layout.box(page.locator(".react-flow").first());
      expect(pane.width, "pane width").toBeGreaterThanOrEqual(400);
      expect(pane.height, "pane height").toBeGreaterThanOrEqual(250);
      await stage.expectFirstKnobInView();
      const rows = await stage.countInView(history.messages());
      expect(rows).toBeGreaterThanOrEqual(2);
      await details.show("input");
      const panel = await layout.box(details.panel("input"));
      const historyBox = await layout.box(layout.historyColumn());
      expect(panel.x + panel.width, "the open tab stays left of the history").toBeLessThanOrEqual(historyBox.x);
      expect(await stage.countInView(history.messages())).toBe(rows);

      await share.openFresh("v=1&s=interrupt-rules");
      await player.jumpToEnd();
      await expect(interrupt.panel()).toBeVisible();
      const card = await layout.box(interrupt.panel());
      const setup = await layout.box(page.getByTestId("left-column"));
      expect(card.x + card.width, "the card sits in the setup column").toBeLessThanOrEqual(setup.x + setup.width + 1);
      expect(await stage.wholeInView(page.getByTestId("interrupt-approve"))).toBe(true);
      await layout.settleDiagram();
      const { graph, pane: framed } = await layout.diagramExtent();
      expect(graph.y).toBeGreaterThanOrEqual(framed.y);
      expect(graph.y + graph.height).toBeLessThanOrEqual(framed.y + framed.height);
    });
  });

  // One page for both: the same link, opened the same way, and neither changes what the other measures.
  test("the diagram refits when the dock opens: framed for its smaller pane, the active node inside it; the interrupt card docks beside the diagram and covers no node", async ({ page, share, interrupt, player, layout }) => {
    await share.openFresh("v=1&s=interrupt-rules");
    await layout.settleDiagram();
    const pane = () => layout.box(page.locator(".react-flow").first());
    const before = await pane();
    await player.jumpToEnd();
    await expect(interrupt.panel()).toBeVisible();
    await expect.poll(async () => { const now = await pane(); return now.width * now.height; }).toBeLessThan(before.width * before.height);
    await layout.settleDiagram();
    const framed = await pane();
    const active = await layout.box(page.locator('[data-testid^="flow-node-"][data-active="true"]'));
    expect(active.x).toBeGreaterThanOrEqual(framed.x);
    expect(active.x + active.width).toBeLessThanOrEqual(framed.x + framed.width);
    expect(active.y).toBeGreaterThanOrEqual(framed.y);
    expect(active.y + active.height).toBeLessThanOrEqual(framed.y + framed.height);

    // The card covers no node, measured once the diagram is framed for the pane the dock left it.
    await expect(page.locator('[data-testid^="flow-node-"]').first()).toBeVisible();
    await layout.settleDiagram();
    const card = (await interrupt.panel().boundingBox())!;
    const nodes = await page.locator('[data-testid^="flow-node-"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, width: b.width, height: b.height })));
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(card.x >= node.x + node.width || node.x >= card.x + card.width || card.y >= node.y + node.height || node.y >= card.y + card.height).toBe(true);
  });

  test("a knob change shows its shrink on the headline, as the runs in Node count it, and the chart keeps the previous line", async ({ share, knobs, run, stage, details, page }) => {
    const before = await nodeRun("research-code", { topology: "supervisor" });
    const after = await nodeRun("research-code", { topology: "supervisor", outputMode: "full_history" });
    const expected = shrinkView(before, after)!;
    await share.openFresh(linkTo("research-code", { topology: "supervisor" }, before.steps.length - 1));
    await expect(stage.delta()).toHaveCount(0);
    await knobs.set("outputMode", "full_history");
    await run.waitForTrace();
    await expect(stage.delta()).toHaveAttribute("data-b", String(expected.b));
    await expect(stage.delta()).toHaveAttribute("data-a", String(expected.a));
    await expect(stage.delta()).toHaveAttribute("data-delta", String(expected.delta));
    await expect(stage.delta()).toContainText(expected.text);
    await details.show("chart");
    await expect(page.getByTestId("chart-ghost")).toBeVisible();
  });

  test("the headline never shows a bare dash while tokens are counted", async ({ share, page }) => {
    await share.openFresh("v=1&s=research-code&step=9");
    const pending = page.getByTestId("metric-tokens-pending");
    if (await pending.count()) await expect(pending).toHaveText(t("metrics.tokensLoading"));
    // The tokenizer loads after the first paint; on a busy machine that takes a while.
    await expect(page.getByTestId("metric-tokens")).toHaveText(/^\d+$/, { timeout: 30_000 });
    await expect(page.getByTestId("metrics-bar")).not.toContainText("–");
  });

  test("the first open starts at step 1 with a Play on the diagram", async ({ app, player, stage, run }) => {
    await app.goto();
    await run.waitForTrace();
    await player.expectStep(0);
    await expect(stage.startPlay()).toBeVisible();
    await stage.startPlay().click();
    await player.expectPlaying(true);
    await expect(stage.startPlay()).toHaveCount(0);
  });

  test("a failing check is a badge on its tab and a one-line summary that opens it", async ({ share, details }) => {
    const trace = await nodeRun("parallel-handoffs");
    const failing = trace.checks.filter((check) => check.status === "fail");
    expect(failing.length).toBeGreaterThan(0);
    await share.openFresh(linkTo("parallel-handoffs"));
    await expect(details.checksBadge()).toHaveText(String(failing.length));
    await details.failingSummary().click();
    await expect(details.panel("checks")).toBeVisible();
    await expect(details.tab("checks")).toHaveAttribute("aria-selected", "true");
  });

  test("keyboard only: the details tabs move with the arrow keys, Home and End", async ({ share, a11y, details }) => {
    await share.openFresh(linkTo("parallel-handoffs"));
    await a11y.tabTo("details-tab-input", 150);
    await a11y.press("ArrowRight");
    expect(await a11y.focusedTestId()).toBe("details-tab-checks");
    await expect(details.tab("checks")).toHaveAttribute("aria-selected", "true");
    await expect(details.panel("checks")).toBeVisible();
    await a11y.press("End");
    const tabs = await details.tabs();
    expect(await a11y.focusedTestId()).toBe(`details-tab-${tabs.at(-1)}`);
    await a11y.press("Home");
    expect(await a11y.focusedTestId()).toBe("details-tab-input");
    await a11y.press("ArrowLeft");
    expect(await a11y.focusedTestId()).toBe(`details-tab-${tabs.at(-1)}`);
    await expect(details.panel(tabs.at(-1) as "chart")).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme} theme`, () => {
      // The dark page runs only axe's colour rules (the a11y fixture): nothing else changes with the theme.
      test.use({ colorScheme });

      test(`axe finds nothing on every details tab, the folded strip and the presenter's lesson, ${colorScheme}`, async ({ share, details, a11y }) => {
        await share.openFresh(linkTo("refund-9821", REFUND_UNGUARDED, 6));
        expect(await a11y.violations(), "folded").toEqual([]);
        for (const id of await details.tabs()) {
          await details.show(id as "input");
          expect(await a11y.violations(), id).toEqual([]);
        }
        await share.openFresh("v=1&s=research-code&present=1&lesson=2&lang=zh");
        expect(await a11y.violations(), "presenter lesson").toEqual([]);
      });
    });
  }
});
