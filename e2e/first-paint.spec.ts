import { linkTo } from "./builtinRuns";
import { expect, test } from "./fixtures";

/**
 * What the first diagram does without, and the app fetches only after it (or on first use): the
 * drawers, dialogs and other layouts, the layout code (the opening diagram's layout is made at build
 * time), the SVG and script writers of the export menu, zod's classic and v3 APIs (LangChain's, for the engine:
 * the page's own schemas use zod/mini), the
 * scenario catalogue (the opening scenario comes without it), and the other language's catalog. A static
 * import anywhere on the first paint's path pulls one back in silently; this test names it.
 */
const DEFERRED = ["EditorDrawer", "SweepDrawer", "GrowthDrawer", "DocsTableDrawer", "CompareView", "CostDialog", "PresenterShell", "EmbedShell", "layout", "diagramSvg", "script", "zod-classic", "zod-v3", "scenarios"];

test.describe("the first paint", () => {
  test("fetches none of the deferred pieces, nor the Chinese catalog, before the first diagram", async ({ firstPaint }) => {
    const chunks = await firstPaint.chunksBeforeFirstDiagram();
    expect(chunks).toContain("main");
    expect(chunks.filter((chunk) => [...DEFERRED, "zh"].includes(chunk))).toEqual([]);
  });

  test("in Chinese fetches the Chinese catalog first, and still none of the deferred pieces", async ({ firstPaint }) => {
    const chunks = await firstPaint.chunksBeforeFirstDiagram("#v=1&s=research-code&lang=zh");
    expect(chunks).toContain("zh");
    expect(chunks.filter((chunk) => DEFERRED.includes(chunk))).toEqual([]);
  });

  test("starts no Web Worker before the first diagram: the opening runs and their figures were prepared at build time", async ({ firstPaint }) => {
    expect(await firstPaint.workersBeforeFirstDiagram()).toEqual([]);
  });

  test("the engine's first run confirms the prepared one from the counts the build made: the tokenizer's table is not fetched", async ({ firstPaint, engine }) => {
    const tables = engine.countRankTableFetches();
    await firstPaint.openToFirstCountedRun();
    expect(tables.fetched).toBe(0);
  });

  test("a scenario the build did not prepare is counted by the tokenizer, its table fetched", async ({ firstPaint, engine }) => {
    const tables = engine.countRankTableFetches();
    await firstPaint.openToFirstCountedRun(`#${linkTo("router")}`);
    expect(tables.fetched).toBe(1);
  });

  test("once the deferred code is in, a drawer opens with the click that opens it", async ({ firstPaint, page }) => {
    await page.goto("/#v=1&s=research-code");
    expect(await firstPaint.opensWithItsClick("sweep-toggle", "sweep-panel")).toBe(true);
    await page.getByTestId("sweep-close").click();
    expect(await firstPaint.opensWithItsClick("growth-toggle", "growth-panel")).toBe(true);
  });
});
