import { expect, type Locator, type Page } from "@playwright/test";

/** The keys the app stores under (src/store/persistence/persisted.ts). */
export const STORED_DRAFT_KEY = "playground-editor-draft";

/**
 * The browser's site storage as a test sets it up (blocked, full, holding a corrupt draft), and the
 * banner that names stored values the app could not read. Setups apply from the next navigation on.
 */
export class StoragePage {
  constructor(readonly page: Page) {}

  /** Makes the page's `localStorage` throw as it does when the user blocks site data. */
  async block(): Promise<void> {
    await this.page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
        },
      });
    });
  }

  /** Fills this origin's real storage quota with filler before the app starts, so every save fails. */
  async fill(): Promise<void> {
    await this.page.addInitScript(() => {
      if (localStorage.getItem("filler-0") !== null) return;
      let size = 1 << 20;
      for (let i = 0; size > 0; i += 1) {
        try {
          localStorage.setItem(`filler-${i}`, "x".repeat(size));
        } catch {
          size >>= 1;
        }
      }
    });
  }

  /** Stores `text` as the editor's saved draft before the first load (not again on reloads). */
  async seedDraft(text: string): Promise<void> {
    await this.page.addInitScript(
      ([key, value]) => {
        if (sessionStorage.getItem("draft-seeded")) return;
        sessionStorage.setItem("draft-seeded", "1");
        localStorage.setItem(key, value);
      },
      [STORED_DRAFT_KEY, text] as const,
    );
  }

  /** Uncaught errors the page throws from now on (a blank page starts with one). */
  recordPageErrors(): string[] {
    const errors: string[] = [];
    this.page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  /** The banner naming stored values that could not be read. */
  notice(): Locator {
    return this.page.getByTestId("storage-notice");
  }

  noticeMessages(): Locator {
    return this.page.getByTestId("storage-notice-message");
  }

  async openEditorFromNotice(): Promise<void> {
    await this.page.getByTestId("storage-notice-open").click();
  }

  /** Whether the app mounted and shows its shell (the page is not blank). */
  async expectShell(): Promise<void> {
    await expect(this.page.getByTestId("diagram-panel")).toBeVisible();
  }
}
