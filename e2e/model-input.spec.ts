import { t } from "../src/ui/i18n/catalog";
import { diffCalls, newSinceLastCall } from "../src/ui/history/modelInput";
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

  test("compares two calls of one agent: what the later call gained and what it no longer receives", async ({ share, history }) => {
    const knobs = { topology: "subagents", workers: 2, toolCalls: 2, turns: 2 } as const;
    const trace = await nodeRun("scale", knobs);
    const calls = trace.modelCalls.filter((c) => c.agent === "worker_01");
    // The worker's first call of the second task: its first task's work is gone from its input.
    const secondTask = calls.find((c, i) => i > 0 && c.input.length < calls[i - 1].input.length)!;
    const previous = newSinceLastCall(trace, secondTask);
    expect(previous.dropped).toBeGreaterThan(0);

    await share.open(linkTo("scale", knobs));
    await history.pickCall(secondTask.seq);
    await expect(history.modelInput()).toHaveCount(secondTask.input.length);
    await expect(history.newSinceLast()).toHaveCount(previous.count);
    await expect(history.droppedInput()).toHaveCount(previous.dropped);

    // Against the worker's very first call instead.
    const first = calls[0];
    const againstFirst = diffCalls(secondTask, first);
    await history.compareWith(first.seq);
    await expect(history.newSinceLast()).toHaveCount(againstFirst.count);
    await expect(history.droppedInput()).toHaveCount(againstFirst.dropped);
    await expect(history.newSummary()).toHaveAttribute("data-dropped-count", String(againstFirst.dropped));
    const droppedTypes = againstFirst.rows.flatMap((r) => (r.kind === "dropped" ? [r.message.type] : []));
    expect(await history.droppedInput().evaluateAll((rows) => rows.map((r) => r.getAttribute("data-type")))).toEqual(droppedTypes);
  });
});
