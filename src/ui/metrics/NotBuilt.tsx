import { useText } from "../i18n/useText";

/** In place of figures a failed build never produced: says it did not build, instead of zeros. */
export function NotBuilt({ testId, hint = true }: { testId: string; hint?: boolean }) {
  const t = useText();
  return (
    <p className="rounded-md border border-dashed border-slate-300 px-2.5 py-1.5 text-slate-900 dark:border-slate-600 dark:text-slate-100" data-testid={testId}>
      <span className="text-base font-semibold">{t("metrics.notBuilt")}</span>
      {hint ? <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">{t("metrics.notBuiltHint")}</span> : null}
    </p>
  );
}
