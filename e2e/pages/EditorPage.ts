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
}
