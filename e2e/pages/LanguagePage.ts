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

/**
 * Where text is not UI wording: code terms, graph names, what the run itself produced (messages,
 * runtime errors), text marked as another language (the switch's endonyms), the library's attribution.
 */
const NOT_UI = '[translate="no"], code, pre, script, style, [data-content="run"], [lang]:not(html), .react-flow__attribution';

/**
 * Every piece of UI wording on the page, visible or not (text nodes, `aria-label`, `title`, `placeholder`),
 * outside {@link NOT_UI}.
 */
export async function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate((skip) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest(skip)) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
      if (element.closest(skip)) continue;
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  }, NOT_UI);
}
