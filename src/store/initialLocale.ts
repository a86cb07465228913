import { isLocale, type Locale } from "../engine/localizedText";

/**
 * The language a page opens in: the one chosen on an earlier visit, else the first of the browser's
 * languages the app is written in (`zh-CN`, `zh-TW`, `zh` all read Chinese), else English. A link's
 * `lang=` overrides this once the link is read.
 */
export function initialLocale(saved: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return "en";
}
