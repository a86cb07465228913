import { t } from "../src/ui/i18n/catalog";
import { newSinceLastCall } from "../src/ui/history/modelInput";
import { linkTo, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

test.describe("What the model saw", () => {
  test.describe.configure({ timeout: 120_000 });

  test("marks the messages new since the agent's previous call, and nothing on a first call", async ({ share, history }) => {
    const knobs = { topology: "supervisor" } as const;
    const trace = await nodeRun("research-code", knobs);
    const first = trace.modelCalls.find((c) => c.agent === "supervisor" && c.callNumber === 1)!;
    const second = trace.modelCalls.find((c) => c.agent === "supervisor" && c.callNumber === 2)!;
    const news = newSinceLastCall(trace, second);
    expect(news.count).toBeGreaterThan(0);

    await share.open(linkTo("research-code", knobs));
    await history.pickCall(second.seq);
    await expect(history.modelInput()).toHaveCount(second.input.length);
    await expect(history.newSinceLast()).toHaveCount(news.count);
    const freshTypes = second.input.filter((_, i) => news.fresh[i]).map((m) => m.type);
    expect(await history.newSinceLast().evaluateAll((rows) => rows.map((r) => r.getAttribute("data-type")))).toEqual(freshTypes);
    await expect(history.newSummary()).toHaveText(`${news.count} ${t("modelInput.newSince", { n: first.callNumber })}`);

    await history.pickCall(first.seq);
    await expect(history.modelInput()).toHaveCount(first.input.length);
    await expect(history.newSinceLast()).toHaveCount(0);
    await expect(history.newSummary()).toHaveText(t("modelInput.firstCall"));
  });
});
