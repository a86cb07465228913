import { expect, type Page } from "@playwright/test";

/** The language switch, and what a reader of one language must (not) see on the page. */
export class LanguagePage {
  constructor(readonly page: Page) {}

  /** The locale the switch shows as current (`en` or `zh`). */
  async current(): Promise<string | null> {
    return this.page.getByTestId("lang-switch").getAttribute("data-locale");
  }

  async choose(locale: "en" | "zh"): Promise<void> {
    await this.page.getByTestId(`lang-${locale}`).click();
    await expect(this.page.getByTestId("lang-switch")).toHaveAttribute("data-locale", locale);
  }

  /** `<html lang>`. */
  async documentLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }

  async heading(): Promise<string> {
    return (await this.page.locator("header h1").textContent()) ?? "";
  }
}
