import { Fragment } from "react";
import type { LocalizedText } from "../../engine/localizedText";
import { useLocalized } from "./useText";

/**
 * Prose from a data row (a scenario's narrative, a knob's help) in the current language. Backtick spans become `<code translate="no">`: library
 * terms and quoted runtime messages stay as they are in every language (and are marked for screen
 * readers and page translators as such).
 */
export function Prose({ text }: { text: LocalizedText | string }) {
  const localized = useLocalized();
  const parts = localized(text).split("`");
  // An odd count of backticks leaves the last span open: show it as text rather than guess.
  const closed = parts.length % 2 === 1;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 && (closed || i < parts.length - 1) ? (
          <code key={i} translate="no" className="rounded bg-slate-100 px-0.5 font-mono text-[0.95em] text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{i % 2 === 1 ? `\`${part}` : part}</Fragment>
        ),
      )}
    </>
  );
}
