import { readFileSync } from "node:fs";
import { FIRST_PAINT_CHUNK, FIRST_PAINT_MODULES_FILE } from "../build/firstPaintChunk";
import { linkTo } from "./builtinRuns";
import { expect, test } from "./fixtures";

/**
 * What the first diagram does without, and the app fetches only after it (or on first use): React
 * Flow and the diagram drawn with it (the first paint draws the diagram's sketch), the virtualized
 * list for long histories, the details tabs other than what the model saw, what shows only when a run
 * calls for it (its error, a pause, the decisions taken, the fork form, the failing checks' summary, the
 * error gallery's card), the drawers, dialogs and other layouts, the layout code (the opening
 * diagram's layout is made at build time), the SVG and script writers of the export menu, zod itself with the page's
 * schemas (`src/app/schemas.ts`, loaded right after; a link that names a built-in scenario and a first
 * visit read nothing with them) and zod's classic and v3 APIs (LangChain's, for the engine), the
 * scenario catalogue (the opening scenario comes without it), and the other language's catalog. A static
 * import anywhere on the first paint's path pulls one back in silently; this test names it.
 */
const DEFERRED = [
  "FlowDiagram",
  "LongList",
  ...["ChecksPanel", "GuardBoard", "StatePanel", "AgentUsage", "ContextChart"],
  ...["RunErrorNotice", "InterruptPanel", "DecisionLog", "ForkPanel", "FailingSummary", "GalleryCard"],
  ...["EditorDrawer", "SweepDrawer", "GrowthDrawer", "DocsTableDrawer", "CompareView", "CostDialog", "PresenterShell", "EmbedShell"],
  ...["layout", "diagramSvg", "script", "zod", "schemas", "zod-classic", "zod-v3", "scenarios"],
];

/**
 * The deferred piece a module of the build belongs to, by the name its chunk would have: its file's
 * name, but zod's modules are "zod" and the scenario catalogue's index is "scenarios" (build/chunkNames.ts).
 */
function pieceOf(path: string): string {
  if (path.startsWith("node_modules/zod/")) return "zod";
  if (path === "src/engine/scenarios/index.ts") return "scenarios";
  return path.replace(/^.*\//, "").replace(/\.[^.]*$/, "");
}

test.describe("the first paint", () => {
  test("fetches none of the deferred pieces, nor the Chinese catalog, before the first diagram", async ({ firstPaint }) => {
    const chunks = await firstPaint.chunksBeforeFirstDiagram();
    expect(chunks).toEqual(expect.arrayContaining(["main", FIRST_PAINT_CHUNK]));
    expect(chunks.filter((chunk) => [...DEFERRED, "zh"].includes(chunk))).toEqual([]);
  });

  test("holds none of the deferred pieces in its own chunk: nothing on its path imports one", () => {
    // The build bundles what the entry imports into one chunk, so a deferred piece pulled in by a static
    // import would arrive inside it, under no name of its own; the build lists that chunk's modules.
    const modules = JSON.parse(readFileSync(`dist/${FIRST_PAINT_MODULES_FILE}`, "utf8")) as string[];
    expect(modules).toContain("src/App.tsx");
    expect(modules.filter((path) => DEFERRED.includes(pieceOf(path)))).toEqual([]);
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

  test("draws the diagram's sketch first, and React Flow's diagram then takes its place with every box where it was", async ({ app, firstPaint, flow }) => {
    for (const [link, viewport] of [["#v=1&s=research-code", { width: 1280, height: 720 }], ["#v=1&s=hierarchical&step=10", { width: 1280, height: 720 }], ["#v=1&s=research-code&step=9", { width: 390, height: 844 }]] as const) {
      await firstPaint.page.setViewportSize(viewport);
      const release = await app.holdChunk("FlowDiagram");
      await firstPaint.page.goto("about:blank");
      await firstPaint.page.goto(`/${link}`);
      await expect(firstPaint.sketch().locator('[data-testid^="sketch-node-"]').first()).toBeVisible();
      const sketched = await firstPaint.nodeBoxes("sketch-node-");
      await expect(flow.node("__start__")).toHaveCount(0);
      release();
      await expect(flow.node("__start__")).toBeVisible();
      await expect(firstPaint.sketch()).toHaveCount(0);
      const drawn = await firstPaint.nodeBoxes("flow-node-");
      expect(Object.keys(drawn).sort(), link).toEqual(Object.keys(sketched).sort());
      for (const [id, box] of Object.entries(sketched)) {
        for (const [i, value] of box.entries()) expect(Math.abs(value - drawn[id][i]), `${link} ${id}`).toBeLessThanOrEqual(1);
      }
      await firstPaint.page.unrouteAll();
    }
  });

  test("once the deferred code is in, a drawer opens with the click that opens it", async ({ firstPaint, page }) => {
    await page.goto("/#v=1&s=research-code");
    expect(await firstPaint.opensWithItsClick("sweep-toggle", "sweep-panel")).toBe(true);
    await page.getByTestId("sweep-close").click();
    expect(await firstPaint.opensWithItsClick("growth-toggle", "growth-panel")).toBe(true);
  });
});
