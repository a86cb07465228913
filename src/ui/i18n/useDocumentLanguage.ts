import { useEffect } from "react";
import { useAppStore } from "../../store/appStore";
import { LOCALE_KEY } from "../../store/initialLocale";
import { selectLocale } from "../../store/selectors";
import { translate } from "./catalog";

/**
 * Puts the language on <html lang> (screen readers and the CJK font fallback read it), words the
 * document title, and remembers the choice for the next visit.
 */
export function useDocumentLanguage(): void {
  const locale = useAppStore(selectLocale);
  useEffect(() => {
    document.documentElement.lang = locale === "zh" ? "zh-CN" : "en";
    document.title = translate(locale, "app.title");
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // Private mode or disabled storage: the language just isn't remembered.
    }
  }, [locale]);
}
