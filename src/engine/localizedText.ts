/** The languages the app is written in. `en` is the fallback; `zh` is Simplified Chinese (zh-CN). */
export const LOCALES = ["en", "zh"] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** Whether a value is one of {@link LOCALES} (a link's `lang=`, a stored choice). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * A text that belongs to a data row (a topology descriptor, a knob, a scenario) rather than to the UI
 * catalog, written once in every language so the row stays the one place that describes its thing.
 */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** The text in a locale; a plain string (a user's own text, in the language they wrote) is itself. */
export function localize(text: LocalizedText | string, locale: Locale): string {
  return typeof text === "string" ? text : text[locale];
}

/** Values for `{name}` placeholders in a text (an undefined value counts as missing). */
export type TextParams = Readonly<Record<string, string | number | undefined>>;

/** A text with its `{name}` placeholders filled from `params`; unknown placeholders stay visible. */
export function fillText(template: string, params?: TextParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A library term (`outputMode`, `max_iter`) that stays as code in every language. */
export function codeTerm(term: string): LocalizedText {
  return { en: term, zh: term };
}
