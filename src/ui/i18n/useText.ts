import { useCallback } from "react";
import { localize, type LocalizedText } from "../../engine/localizedText";
import { wordMessage, type Message } from "../../share/messages";
import { selectLocale } from "../../store/selectors";
import { useAppStore } from "../../store/appStore";
import { translate, type TextKey, type TextParams } from "./catalog";

/** The translate function for the current locale; re-renders when the locale changes. */
export function useText(): (key: TextKey, params?: TextParams) => string {
  const locale = useAppStore(selectLocale);
  return useCallback((key: TextKey, params?: TextParams) => translate(locale, key, params), [locale]);
}

/** Picks the current locale's side of a data row's {@link LocalizedText} (knob help, scenario narrative). */
export function useLocalized(): (text: LocalizedText | string) => string {
  const locale = useAppStore(selectLocale);
  return useCallback((text: LocalizedText | string) => localize(text, locale), [locale]);
}

/** Words a share-layer {@link Message} (a link warning, a scenario problem) in the current locale. */
export function useMessageText(): (message: Message) => string {
  const locale = useAppStore(selectLocale);
  return useCallback((message: Message) => wordMessage(message, locale), [locale]);
}
