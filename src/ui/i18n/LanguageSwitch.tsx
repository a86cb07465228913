import { useShallow } from "zustand/react/shallow";
import { LOCALES, type Locale } from "../../engine/localizedText";
import { useAppStore } from "../../store/appStore";
import { selectLocale, selectViewActions } from "../../store/selectors";
import { useText } from "./useText";

/** Each language named in itself, so a reader finds theirs whatever the page shows now. */
const ENDONYMS: Record<Locale, { name: string; lang: string }> = {
  en: { name: "English", lang: "en" },
  zh: { name: "中文", lang: "zh-CN" },
};

/** Two buttons, one per language; the current one is pressed. */
export function LanguageSwitch() {
  const t = useText();
  const locale = useAppStore(selectLocale);
  const { setLocale } = useAppStore(useShallow(selectViewActions));
  return (
    <div role="group" aria-label={t("locale.label")} data-testid="lang-switch" data-locale={locale} className="flex h-8 overflow-hidden rounded-md border border-slate-300 text-xs dark:border-slate-600">
      {LOCALES.map((id) => (
        <button
          key={id}
          type="button"
          lang={ENDONYMS[id].lang}
          aria-pressed={locale === id}
          onClick={() => setLocale(id)}
          data-testid={`lang-${id}`}
          className={`px-2 ${locale === id ? "bg-slate-800 font-semibold text-white dark:bg-slate-200 dark:text-slate-900" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`}
        >
          {ENDONYMS[id].name}
        </button>
      ))}
    </div>
  );
}
