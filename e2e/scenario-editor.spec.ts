import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

/** The committed golden links (read as a file: Playwright's loader wants no JSON import attributes). */
const golden = JSON.parse(readFileSync(new URL("../src/share/golden/v1.json", import.meta.url), "utf8")) as { name: string; link: string; state: { scenario: unknown } }[];

test.describe("scenario editor", () => {
  // Every test runs the real engine in a worker, some several times; shared CI machines are slow.
  test.beforeEach(() => test.slow());
  test("an edited script survives a reload and plays once run", async ({ app, editor, share, page }) => {
    // Three page loads, each starting the engine worker.
    test.setTimeout(240_000);
    await app.goto();
    await share.waitForRun();
    await editor.open();
    await editor.field("agents[1].script[1].content").fill("Edited: the coder wrote a haiku.");
    await page.reload();
    await share.waitForRun();
    await editor.open();
    await expect(editor.field("agents[1].script[1].content")).toHaveValue("Edited: the coder wrote a haiku.");

    await editor.run();
    await share.waitForRun();
    await expect(page.getByTestId("history-message").filter({ hasText: "Edited: the coder wrote a haiku." })).toHaveCount(1);
    // The address bar now carries the whole edited scenario, so the reload keeps playing it too.
    expect(await share.addressBarLink()).toMatch(/^v=1&c=/);
    await page.reload();
    await share.waitForRun();
    await expect(page.getByTestId("history-message").filter({ hasText: "Edited: the coder wrote a haiku." })).toHaveCount(1);
  });

  test("validation names the place and the reason, blocks the run, and undo fixes it", async ({ app, editor, share }) => {
    await app.goto();
    await share.waitForRun();
    await editor.open();
    await editor.page.getByTestId("editor-start-from").selectOption("research-code");
    await editor.field("agents[0].script[0].toolCalls[0].name").fill("serch");
    await expect(editor.issues()).toHaveText([
      'agents[0].script[0].toolCalls[0].name: tool "serch" is not one of the agent\'s tools or a handoff tool (it can call: search, transfer_to_coder)',
    ]);
    await expect(editor.field("agents[0].script[0].toolCalls[0].name")).toHaveAttribute("aria-invalid", "true");
    await expect(editor.runButton()).toBeDisabled();
    await editor.undo();
    await expect(editor.field("agents[0].script[0].toolCalls[0].name")).toHaveValue("search");
    await expect(editor.runButton()).toBeEnabled();
  });

  test("import and export a scenario as a JSON file", async ({ app, editor, share, page }) => {
    await app.goto();
    await share.waitForRun();
    await editor.open();
    const custom = golden.find((g) => g.name === "a small custom scenario")!.state.scenario as { custom: Record<string, unknown> };
    await editor.importFile("two-step.json", custom.custom);
    await expect(editor.field("title")).toHaveValue("Two steps");
    const download = page.waitForEvent("download");
    await page.getByTestId("editor-export").click();
    const file = await (await download).path();
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(custom.custom);
    await editor.run();
    await share.waitForRun();
    await expect(page.getByTestId("history-message").last()).toContainText("Done: ship on Friday.");
  });

  test("hostile HTML in names and messages shows as text and runs nothing", async ({ page, share, editor }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = golden.find((g) => g.name === "hostile HTML in every name and message")!;
    await share.open(hostile.link);
    await share.page.getByTestId("player-end").click();
    await expect(page.getByTestId("history-message").filter({ hasText: "<img src=x onerror=alert(1)>" }).first()).toBeVisible();
    await expect(page.getByTestId("history-message").filter({ hasText: "<script>alert(2)</script>" }).first()).toBeVisible();
    await expect(page.locator('[data-testid="flow-node-<img src=x onerror=alert(1)>"]')).toBeVisible();
    await editor.open();
    await page.getByTestId("editor-start-from").selectOption("");
    await expect(editor.field("agents[0].name")).toHaveValue("<img src=x onerror=alert(1)>");
    // No element was made from the text.
    expect(await page.locator('img[src="x"], iframe, svg[onload]').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].filter((script) => script.textContent?.includes("alert(")).length)).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
