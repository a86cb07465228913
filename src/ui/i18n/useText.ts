import { useCallback, useEffect, useSyncExternalStore } from "react";
import { localize, type Locale, type LocalizedText } from "../../engine/localizedText";
import { wordMessage, type Message } from "../../share/messages";
import { selectLocale } from "../../store/selectors";
import { useAppStore } from "../../store/appStore";
import { loadCatalog, loadedCatalog, onCatalogLoaded, translate, type TextKey, type TextParams } from "./catalog";

/**
 * The locale the page words itself in: the chosen one once its catalog is in; until then English,
 * the language shown before (so a switch never flashes half-translated text). Fetches the catalog.
 */
export function useShownLocale(): Locale {
  const chosen = useAppStore(selectLocale);
  const ready = () => loadedCatalog(chosen) !== undefined;
  const isReady = useSyncExternalStore(onCatalogLoaded, ready, ready);
  useEffect(() => {
    // A failed fetch leaves the page in English; choosing the language again retries it.
    if (!isReady) loadCatalog(chosen).catch(() => undefined);
  }, [chosen, isReady]);
  return isReady ? chosen : "en";
}

/** The translate function for the current locale; re-renders when the locale changes. */
export function useText(): (key: TextKey, params?: TextParams) => string {
  const locale = useShownLocale();
  return useCallback((key: TextKey, params?: TextParams) => translate(locale, key, params), [locale]);
}

/** Picks the current locale's side of a data row's {@link LocalizedText} (knob help, scenario narrative). */
export function useLocalized(): (text: LocalizedText | string) => string {
  const locale = useShownLocale();
  return useCallback((text: LocalizedText | string) => localize(text, locale), [locale]);
}

/** Words a share-layer {@link Message} (a link warning, a scenario problem) in the current locale. */
export function useMessageText(): (message: Message) => string {
  const locale = useShownLocale();
  return useCallback((message: Message) => wordMessage(message, locale), [locale]);
}
