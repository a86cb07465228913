import { useEffect } from "react";
import { translate } from "./catalog";
import { useShownLocale } from "./useText";

/**
 * Puts the language on <html lang> (screen readers and the CJK font fallback read it), words the
 * document title (the store remembers the choice, see store/persistence).
 */
export function useDocumentLanguage(): void {
  const locale = useShownLocale();
  useEffect(() => {
    document.documentElement.lang = locale === "zh" ? "zh-CN" : "en";
    document.title = translate(locale, "app.title");
  }, [locale]);
}
