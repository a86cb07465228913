import { DOCS_PATTERNS, DOCS_SCENARIOS } from "../src/engine/docsTable/docsFigures";
import { docsNotes } from "../src/engine/docsTable/docsTable";
import { measureDocsTable } from "../src/engine/docsTable/measure";
import { o200kCounter } from "../src/engine/tokens/o200k";
import { callsText } from "../src/ui/docsTable/docsTableView";
import { expect, test } from "./fixtures";

test.describe("the docs table", () => {
  test.describe.configure({ timeout: 180_000 });

  test("shows the three scenarios for the four patterns, measured in the browser exactly as in Node", async ({ app, run, docsTable }) => {
    await app.goto("#v=1&s=docs-one-shot");
    await run.waitForTrace();
    await docsTable.show();
    // Expected values come from the same runs in Node, made while the page's worker makes its own: the
    // browser must measure the same calls and tokens.
    const node = await measureDocsTable(o200kCounter());
    await docsTable.waitUntilMeasured();
    await expect(docsTable.measuredCalls()).toHaveCount(node.length);
    for (const scenarioId of DOCS_SCENARIOS) {
      for (const pattern of DOCS_PATTERNS) {
        const cell = node.find((c) => c.scenarioId === scenarioId && c.row === pattern)!;
        await expect(docsTable.cell(scenarioId, pattern)).toHaveText(callsText(cell.callsPerTurn, cell.totalCalls));
      }
      const skills = node.find((c) => c.scenarioId === "docs-multi-domain" && c.row === "Skills")!;
      await expect(docsTable.cell("docs-multi-domain", "Skills", "tokens")).toHaveText(skills.inputTokens.toLocaleString("en-US"));
    }
    await expect(docsTable.notes()).toHaveCount(docsNotes(node).length);
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
