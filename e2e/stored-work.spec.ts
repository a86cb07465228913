import { AppPage } from "./pages/AppPage";
import { EditorPage } from "./pages/EditorPage";
import { expect, test } from "./fixtures";

/** Files whose shapes used to blank the page (issue 15), each with the place its problem is named at. */
const CRASH_SET: [string, string][] = [
  ['{"userTurns":["hi"],"agents":[{"name":"w","script":"oops"}]}', "agents[0].script: expected a list, got text"],
  ['{"userTurns":["hi"],"agents":[{"name":"w","script":[null]}]}', "agents[0].script[0]: expected an object, got null"],
  ['{"userTurns":["hi"],"agents":[{"name":"w","script":[{"toolCalls":"x"}]}]}', "agents[0].script[0].toolCalls: expected a list, got text"],
  ['{"userTurns":["hi"],"agents":[{"name":"w","script":[{"toolCalls":[null]}]}]}', "agents[0].script[0].toolCalls[0]: expected an object, got null"],
  ['{"userTurns":["hi"],"agents":[{"name":"w"}],"routerScripts":{"supervisor":5}}', "routerScripts.supervisor: expected a list, got a number"],
  ['{"userTurns":["hi"],"agents":[{"name":7}]}', "agents[0].name: expected text, got a number"],
];

test.describe("nothing typed is lost", () => {
  test.beforeEach(() => test.slow());

  test("a file of the wrong shape is refused with its place named and kept aside; the draft and the page survive a reload", async ({ app, run, editor, storage }) => {
    const errors = storage.recordPageErrors();
    await app.goto();
    await run.waitForTrace();
    await editor.open();
    await editor.field("title").fill("My draft");
    for (const [text, problem] of CRASH_SET) {
      await editor.importText("bad.json", text);
      await expect(editor.saveNote()).toContainText(`bad.json could not be opened in the editor: ${problem}`);
      await expect(editor.field("title")).toHaveValue("My draft");
    }
    await expect(editor.recoveredItems()).toHaveCount(CRASH_SET.length);
    expect(await editor.downloadRecovered(0)).toBe(CRASH_SET.at(-1)![0]);

    await app.reload();
    await editor.open();
    await expect(editor.field("title")).toHaveValue("My draft");
    await expect(editor.recoveredItems()).toHaveCount(CRASH_SET.length);
    expect(errors).toEqual([]);
  });

  test("with site storage blocked the app runs, and the editor says the draft is not saved", async ({ app, run, editor, storage }) => {
    const errors = storage.recordPageErrors();
    await storage.block();
    await app.goto();
    await run.waitForTrace();
    await storage.expectShell();
    await editor.open();
    await editor.field("title").fill("Typed with storage blocked");
    await expect(editor.saveNote()).toHaveAttribute("data-save", "blocked");
    await expect(editor.saveNote()).toContainText("Not saved: this browser blocks site storage.");
    expect(errors).toEqual([]);
  });

  test("with the storage quota full, changes throw nothing and the editor never says the draft is saved", async ({ app, run, knobs, editor, storage }) => {
    const errors = storage.recordPageErrors();
    await storage.fill();
    await editor.recordSaveNotes();
    await app.goto();
    await run.waitForTrace();
    await knobs.set("outputMode", "full_history");
    await run.waitForTrace();
    await editor.open();
    // At the editor's opening, before anything is typed, the note already knows.
    await expect(editor.saveNote()).toHaveAttribute("data-save", "full");
    await editor.field("title").fill("Typed with a full quota");
    await editor.field("summary").fill("And more");
    await expect(editor.saveNote()).toHaveAttribute("data-save", "full");
    await expect(editor.saveNote()).toContainText("Not saved: this browser's storage for this page is full.");
    const shown = await editor.saveNotesShown();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text.includes("Saved in this browser."))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a corrupt stored draft is named in a banner, kept aside as it was, and typing does not overwrite it", async ({ app, run, editor, storage }) => {
    const [corrupt] = CRASH_SET[0];
    const errors = storage.recordPageErrors();
    await storage.seedDraft(corrupt);
    await app.goto();
    await run.waitForTrace();
    await expect(storage.noticeMessages()).toContainText(["The saved draft could not be opened (agents[0].script: expected a list, got text)."]);
    await storage.openEditorFromNotice();
    await expect(editor.recoveredItems()).toHaveCount(1);
    await expect(editor.recoveredItems().first()).toHaveAttribute("data-from", "draft");
    await editor.field("title").fill("A new draft");
    await expect(editor.saveNote()).toHaveAttribute("data-save", "saved");

    await app.reload();
    await run.waitForTrace();
    await expect(storage.notice()).toHaveCount(0);
    await editor.open();
    await expect(editor.field("title")).toHaveValue("A new draft");
    expect(await editor.downloadRecovered(0)).toBe(corrupt);
    expect(errors).toEqual([]);
  });

  test("two tabs: the tab that did not save sees the draft changed elsewhere and chooses; its own edit stays one undo away", async ({ app, run, editor, page }) => {
    await app.goto();
    await run.waitForTrace();
    await editor.open();
    const other = await page.context().newPage();
    const otherApp = new AppPage(other);
    const otherEditor = new EditorPage(other);
    await otherApp.goto();
    await otherEditor.open();
    await otherEditor.field("title").fill("Typed in the second tab");

    await expect(editor.elsewhereBar()).toBeVisible();
    await editor.field("title").fill("Typed in the first tab");
    await expect(editor.saveNote()).toHaveAttribute("data-save", "held");
    await editor.loadDraftFromElsewhere();
    await expect(editor.field("title")).toHaveValue("Typed in the second tab");
    await editor.undo();
    await expect(editor.field("title")).toHaveValue("Typed in the first tab");

    // Undoing saved the first tab's draft: now the second tab is told, and keeps its own.
    await expect(otherEditor.elsewhereBar()).toBeVisible();
    await expect(otherEditor.field("title")).toHaveValue("Typed in the second tab");
    await otherEditor.keepDraftHere();
    await expect(otherEditor.field("title")).toHaveValue("Typed in the second tab");
    await otherEditor.showRecovered();
    await expect(otherEditor.recoveredItems().first()).toHaveAttribute("data-from", "otherTab");
    await other.close();
  });
});
