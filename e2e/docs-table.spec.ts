import { DOCS_SCENARIOS, DOCS_SOURCE } from "../src/engine/docsTable/docsFigures";
import { DOCS_ROWS } from "../src/engine/docsTable/docsTable";
import { DOCS_MATRIX_ROWS } from "../src/engine/docsTable/docsGuide";
import { matrixDisagrees, matrixMeasures } from "../src/engine/docsTable/docsMatrix";
import { docsNotes } from "../src/engine/docsTable/docsNotes";
import { measureDocsTable } from "../src/engine/docsTable/measure";
import { drawnCells } from "../src/engine/docsTable/docsTable";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { callsText } from "../src/ui/docsTable/docsTableView";
import { patternList, scenarioName } from "../src/ui/docsTable/docsTableText";
import { translate } from "../src/ui/i18n/catalog";
import { nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** Node's o200k_base counter, one for every run measured here. */
const count = o200kCounter();

test.describe("the docs table", () => {
  test.describe.configure({ timeout: 180_000 });

  test("shows the three scenarios for the four patterns, the stateful router and Deep Agents, measured in the browser exactly as in Node", async ({ app, run, docsTable }) => {
    await app.goto("#v=1&s=docs-one-shot");
    await run.waitForTrace();
    await docsTable.show();
    // Expected values come from the same runs in Node, made while the page's worker makes its own: the
    // browser must measure the same calls and tokens.
    const node = await measureDocsTable(() => count);
    await docsTable.waitUntilMeasured();
    await expect(docsTable.measuredCalls()).toHaveCount(drawnCells(node).length);
    const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate("en", key, params);
    const of = (scenarioId: string, row: string, flow: string) => node.find((c) => c.scenarioId === scenarioId && c.row === row && c.flow === flow)!;
    for (const scenarioId of DOCS_SCENARIOS) {
      for (const row of DOCS_ROWS) {
        const cell = of(scenarioId, row, "drawn");
        await expect(docsTable.cell(scenarioId, row)).toHaveText(callsText(cell.callsPerTurn, cell.totalCalls));
        const batched = of(scenarioId, row, "batched");
        await expect(docsTable.batchedCell(scenarioId, row)).toHaveText(t("docsTable.batched", { figure: callsText(batched.callsPerTurn, batched.totalCalls) }));
      }
    }
    for (const row of ["Skills", "Deep Agents"] as const) {
      await expect(docsTable.cell("docs-multi-domain", row, "tokens")).toHaveText(of("docs-multi-domain", row, "drawn").inputTokens.toLocaleString("en-US"));
      await expect(docsTable.batchedCell("docs-multi-domain", row, "tokens")).toHaveText(t("docsTable.batched", { figure: of("docs-multi-domain", row, "batched").inputTokens.toLocaleString("en-US") }));
    }
    await expect(docsTable.notes()).toHaveCount(docsNotes(node).length);
  });

  test("reads as the docs do today: the coffee scenarios by their current names, the matrix beside what the runs favour, and the docs text it follows", async ({ app, run, docsTable }) => {
    await app.goto("#v=1&s=docs-multi-domain");
    await run.waitForTrace();
    await docsTable.open();
    const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate("en", key, params);
    await expect(docsTable.scenarioHeadings()).toHaveText(DOCS_SCENARIOS.map((id) => scenarioName(t, id)));
    await expect(docsTable.scenarioHeadings().first()).toContainText("coffee");
    await expect(docsTable.table()).not.toContainText("milk");
    const measures = matrixMeasures(drawnCells(await measureDocsTable(() => count)));
    await expect(docsTable.matrixRows()).toHaveCount(DOCS_MATRIX_ROWS.length);
    for (const measure of measures) {
      await expect(docsTable.matrixMeasured(measure.row)).toHaveText(measure.measured ? patternList(t, measure.measured) : t("docsTable.notApplicable"));
      await expect(docsTable.matrixRows().and(docsTable.page.locator(`[data-row="${measure.row}"]`))).toHaveAttribute("data-differs", String(matrixDisagrees(measure)));
    }
    await expect(docsTable.source()).toHaveAttribute("data-read", DOCS_SOURCE.read);
    await expect(docsTable.source()).toContainText(DOCS_SOURCE.url);
  });

  test("a link the milk-era table wrote still opens its run, now the coffee one", async ({ share, history, metrics }) => {
    // As the docs table wrote it before the docs moved to coffee: same scenario id, knobs and last step.
    await share.open("v=1&s=docs-repeat&topology=handoffs&step=9&lang=en");
    await expect(share.banner()).toHaveCount(0);
    await expect(history.ofType("human").first()).toContainText("Buy coffee");
    const trace = await nodeRun("docs-repeat", { topology: "handoffs" });
    await expect(metrics.metric("llm-calls")).toHaveText(String(trace.modelCalls.length));
  });

  test("the batched flow opens from its figure, and a link carries the flow", async ({ app, run, docsTable, knobs, metrics, share }) => {
    await app.goto("#v=1&s=docs-multi-domain");
    await run.waitForTrace();
    await docsTable.open();
    await docsTable.batchedCell("docs-multi-domain", "Skills").click();
    await expect(knobs.knob("flow")).toHaveValue("batched");
    await run.waitForTrace();
    const batched = await nodeRun("docs-multi-domain", { topology: "skills", flow: "batched" });
    await expect(metrics.metric("llm-calls")).toHaveText(String(batched.modelCalls.length));
    // The drawn flow (the default) makes more calls: one skill loaded per call.
    const drawn = await nodeRun("docs-multi-domain", { topology: "skills" });
    expect(drawn.modelCalls.length).toBeGreaterThan(batched.modelCalls.length);
    await share.open(`v=1&s=docs-multi-domain&topology=skills&flow=batched&step=${batched.steps.length - 1}&lang=zh`);
    await expect(knobs.knob("flow")).toHaveValue("batched");
    await run.waitForTrace();
    await expect(metrics.metric("llm-calls")).toHaveText(String(batched.modelCalls.length));
  });

  test("a measured cell opens its run", async ({ app, run, docsTable, knobs, metrics }) => {
    await app.goto("#v=1&s=docs-one-shot");
    await run.waitForTrace();
    await docsTable.open();
    await docsTable.cell("docs-repeat", "Handoffs").click();
    await expect(docsTable.table()).toHaveCount(0);
    await expect(knobs.scenarioSelect()).toHaveValue("docs-repeat");
    await expect(knobs.knob("topology")).toHaveValue("handoffs");
    await run.waitForTrace();
    // The link opens the run at its last step: all of its 3 + 2 model calls are in.
    await expect(metrics.metric("llm-calls")).toHaveText("5");
  });
});
