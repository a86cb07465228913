import { readFileSync } from "node:fs";
import { contextAt } from "../src/engine/trace/metrics";
import { nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";
import { LessonPage } from "./pages/LessonPage";
import { MetricsPage } from "./pages/MetricsPage";
import { SharePage } from "./pages/SharePage";

/** The committed golden links (read as a file: Playwright's loader wants no JSON import attributes). */
const golden = JSON.parse(readFileSync(new URL("../src/share/golden/v1.json", import.meta.url), "utf8")) as { name: string; link: string; state: { scenario: unknown } }[];

test.describe("scenario editor", () => {
  // Every test runs the real engine in a worker, some several times; shared CI machines are slow.
  test.beforeEach(() => test.slow());
  test("an edited script survives a reload and plays once run", async ({ app, editor, share, run, history }) => {
    // Three page loads, each starting the engine worker.
    test.setTimeout(240_000);
    await app.goto();
    await run.waitForTrace();
    await editor.open();
    await editor.field("agents[1].script[1].content").fill("Edited: the coder wrote a haiku.");
    await app.reload();
    await run.waitForTrace();
    await editor.open();
    await expect(editor.field("agents[1].script[1].content")).toHaveValue("Edited: the coder wrote a haiku.");

    await editor.run();
    await run.waitForTrace();
    await expect(history.withText("Edited: the coder wrote a haiku.")).toHaveCount(1);
    // The address bar now carries the whole edited scenario, so the reload keeps playing it too.
    expect(await share.settledLink()).toMatch(/^v=1&c=/);
    await app.reload();
    await run.waitForTrace();
    await expect(history.withText("Edited: the coder wrote a haiku.")).toHaveCount(1);
  });

  test("a predict step written in the editor travels in the link, and a learner's fresh page hides its figure until Reveal", async ({ app, editor, share, run, browser, baseURL }) => {
    test.setTimeout(240_000);
    // The step shows the scenario's own setting at the end of its run: the answer is the run's final count, in Node.
    const answer = String(contextAt(await nodeRun("ping-pong")).messages);
    await app.goto();
    await run.waitForTrace();
    await editor.open();
    await editor.startFrom("ping-pong");
    await editor.page.getByTestId("editor-add-predict-step").click();
    await expect(editor.field("lesson[0].predict.answer")).toHaveValue("{messages}");
    await editor.field("lesson[0].caption").fill("Before you play it: how long does the shared history get?");
    await editor.field("lesson[0].predict.question").fill("How many shared messages at the end?");
    await expect(editor.issues()).toHaveCount(0);
    await editor.run();
    await run.waitForTrace();
    const link = await share.settledLink();
    expect(link).toMatch(/^v=1&c=/);

    const learner = await (await browser.newContext({ baseURL, serviceWorkers: "block" })).newPage();
    const lesson = new LessonPage(learner);
    const messages = new MetricsPage(learner).metric("messages");
    await new SharePage(learner).open(link);
    await lesson.next();
    await expect(lesson.caption()).toHaveText("Before you play it: how long does the shared history get?");
    await expect(lesson.predict()).toContainText("How many shared messages at the end?");
    await expect(messages).toHaveAttribute("data-masked", "true");
    await expect(messages).not.toHaveText(/\d/);
    await expect(await lesson.predictAndReveal(answer)).toHaveText(answer);
    await expect(messages).toHaveText(answer);
    await expect(messages).not.toHaveAttribute("data-masked");
    await learner.context().close();
  });

  test("validation names the place and the reason, blocks the run, and undo fixes it", async ({ app, editor, run }) => {
    await app.goto();
    await run.waitForTrace();
    await editor.open();
    await editor.startFrom("research-code");
    await editor.field("agents[0].script[0].toolCalls[0].name").fill("serch");
    await expect(editor.issues()).toHaveText([
      'agents[0].script[0].toolCalls[0].name: tool "serch" is not one of the agent\'s tools or a handoff tool (it can call: search, transfer_to_coder, ls, read_file, write_file, edit_file, …)',
    ]);
    await expect(editor.field("agents[0].script[0].toolCalls[0].name")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.runButton()).toBeDisabled();
    await editor.undo();
    await expect(editor.field("agents[0].script[0].toolCalls[0].name")).toHaveValue("search");
    await expect(editor.runButton()).toBeEnabled();
  });

  test("import and export a scenario as a JSON file", async ({ app, editor, run, history }) => {
    await app.goto();
    await run.waitForTrace();
    await editor.open();
    const custom = golden.find((g) => g.name === "a small custom scenario")!.state.scenario as { custom: Record<string, unknown> };
    await editor.importFile("two-step.json", custom.custom);
    await expect(editor.field("title")).toHaveValue("Two steps");
    expect(JSON.parse(await editor.exportFile())).toEqual(custom.custom);
    await editor.run();
    await run.waitForTrace();
    await expect(history.messages().last()).toContainText("Done: ship on Friday.");
  });

  test("hostile HTML in names and messages shows as text and runs nothing", async ({ app, share, player, history, flow, editor }) => {
    const dialogs = app.recordDialogs();
    const hostile = golden.find((g) => g.name === "hostile HTML in every name and message")!;
    await share.open(hostile.link);
    await player.jumpToEnd();
    await expect(history.withText("<img src=x onerror=alert(1)>").first()).toBeVisible();
    await expect(history.withText("<script>alert(2)</script>").first()).toBeVisible();
    await expect(flow.node("<img src=x onerror=alert(1)>")).toBeVisible();
    await editor.open();
    await editor.startFrom("");
    await expect(editor.field("agents[0].name")).toHaveValue("<img src=x onerror=alert(1)>");
    // No element was made from the text.
    expect(await app.injectedElementCount()).toBe(0);
    expect(await app.scriptsContaining("alert(")).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
