import { expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { t } from "../../src/ui/i18n/catalog";

/** The diagram panel's Export menu: pictures, Mermaid and the TypeScript script. */
export class ExportPage {
  constructor(readonly page: Page) {}

  async openMenu(): Promise<void> {
    await this.page.getByTestId("export-menu").click();
    await expect(this.page.getByTestId("export-items")).toBeVisible();
  }

  /** Opens the menu, clicks an item and returns the file it downloads: its name and bytes. */
  private async download(item: string): Promise<{ name: string; bytes: Buffer }> {
    await this.openMenu();
    const [download] = await Promise.all([this.page.waitForEvent("download"), this.page.getByTestId(item).click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }

  /** The open menu: its items and the help under them. */
  items() {
    return this.page.getByTestId("export-items");
  }

  /** An item of the open menu. */
  item(testId: "export-svg" | "export-png" | "export-mermaid" | "export-code" | "export-code-download") {
    return this.page.getByTestId(testId);
  }

  svg() {
    return this.download("export-svg");
  }

  png() {
    return this.download("export-png");
  }

  mermaid() {
    return this.download("export-mermaid");
  }

  /**
   * Clicks "Copy as TypeScript" and returns the script it put on the clipboard. The clipboard is emptied
   * first and the wait is for it to fill: an earlier copy's confirmation stays on screen for seconds, so
   * waiting for the confirmation could read the earlier script. The first copy also loads the writer's
   * chunk, which a busy machine takes a while to fetch and compile. With compare open the item copies A's
   * and B's programs, and says so when done (`copied`).
   */
  async copyCode(copied: "export.codeCopied" | "export.compareCodeCopied" = "export.codeCopied"): Promise<string> {
    const clipboard = () => this.page.evaluate(() => navigator.clipboard.readText());
    await this.page.evaluate(() => navigator.clipboard.writeText(""));
    await this.openMenu();
    await this.page.getByTestId("export-code").click();
    await expect.poll(clipboard, { timeout: 30_000 }).not.toBe("");
    await expect(this.page.getByTestId("export-status")).toHaveText(t(copied));
    return clipboard();
  }

  /**
   * Whether the browser reads this text as a well-formed SVG document, the text of its `<text>` elements,
   * the names of all its elements and its size in CSS px.
   */
  async readSvg(svg: string): Promise<{ wellFormed: boolean; root: string; texts: string[]; elements: string[]; width: number; height: number }> {
    return this.page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "image/svg+xml");
      return {
        wellFormed: !doc.querySelector("parsererror"),
        root: doc.documentElement.nodeName,
        texts: [...doc.querySelectorAll("text")].map((node) => node.textContent ?? ""),
        elements: [...new Set([...doc.querySelectorAll("*")].map((node) => node.nodeName))],
        width: Number(doc.documentElement.getAttribute("width")),
        height: Number(doc.documentElement.getAttribute("height")),
      };
    }, svg);
  }

  /** The diagram pane's size on screen, in CSS px. */
  async paneSize(): Promise<{ width: number; height: number }> {
    const box = await this.page.locator(".react-flow").first().boundingBox();
    if (!box) throw new Error("no diagram pane on screen");
    return { width: box.width, height: box.height };
  }

  /** A PNG's size in pixels, read from its IHDR chunk. */
  static pngSize(bytes: Buffer): { width: number; height: number } {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
}
