import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";

/** The scenario editor sheet. Fields are addressed by their scenario path, e.g. `agents[1].script[0].content`. */
export class EditorPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    if (!(await this.page.getByTestId("editor-drawer").isVisible())) await this.page.getByTestId("editor-open").click();
    await expect(this.page.getByTestId("editor-drawer")).toBeVisible();
  }

  field(path: string): Locator {
    return this.page.getByTestId(`editor-field-${path}`);
  }

  issues(): Locator {
    return this.page.getByTestId("editor-issue");
  }

  async run(): Promise<void> {
    await this.page.getByTestId("editor-run").click();
  }

  runButton(): Locator {
    return this.page.getByTestId("editor-run");
  }

  async undo(): Promise<void> {
    await this.page.getByTestId("editor-undo").click();
  }

  /** Replaces the draft with a built-in scenario (`""` keeps the current custom draft in view). */
  async startFrom(id: string): Promise<void> {
    await this.page.getByTestId("editor-start-from").selectOption(id);
  }

  /** Clicks Export and returns the text of the downloaded file. */
  async exportFile(): Promise<string> {
    const download = this.page.waitForEvent("download");
    await this.page.getByTestId("editor-export").click();
    return readFile(await (await download).path(), "utf8");
  }

  async importFile(name: string, json: unknown): Promise<void> {
    await this.page.getByTestId("editor-import-file").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(json)) });
  }

  /** Imports a file holding exactly `text` (which need not be JSON). */
  async importText(name: string, text: string): Promise<void> {
    await this.page.getByTestId("editor-import-file").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
  }

  /**
   * From the next navigation on, records every text the save note shows, however briefly (a
   * MutationObserver in the page), for {@link saveNotesShown}.
   */
  async recordSaveNotes(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __saveNotes: string[] }).__saveNotes = seen;
      const look = () => {
        const text = document.querySelector('[data-testid="editor-note"]')?.textContent ?? undefined;
        if (text !== undefined && seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  /** The save note's texts since {@link recordSaveNotes}, in order. */
  saveNotesShown(): Promise<string[]> {
    return this.page.evaluate(() => [...(window as unknown as { __saveNotes: string[] }).__saveNotes]);
  }

  /** Where "Saved in this browser." is shown; `data-save` is saved, unedited, pending, blocked, full or held. */
  saveNote(): Locator {
    return this.page.getByTestId("editor-note");
  }

  /** Values kept aside (unreadable stored values, refused imports), newest first. */
  recoveredItems(): Locator {
    return this.page.getByTestId("recovered-item");
  }

  /** Opens the Recovered list (a closed details element). */
  async showRecovered(): Promise<void> {
    const list = this.page.getByTestId("editor-recovered");
    if ((await list.getAttribute("open")) === null) await list.locator("summary").click();
  }

  /** Downloads the kept-aside value at `index` and returns its text. */
  async downloadRecovered(index: number): Promise<string> {
    await this.showRecovered();
    const download = this.page.waitForEvent("download");
    await this.recoveredItems().nth(index).getByTestId("recovered-download").click();
    return readFile(await (await download).path(), "utf8");
  }

  /** The bar saying another tab saved a different draft. */
  elsewhereBar(): Locator {
    return this.page.getByTestId("editor-elsewhere");
  }

  async loadDraftFromElsewhere(): Promise<void> {
    await this.page.getByTestId("editor-elsewhere-load").click();
  }

  async keepDraftHere(): Promise<void> {
    await this.page.getByTestId("editor-elsewhere-keep").click();
  }
}
