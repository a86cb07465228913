import { useAppStore } from "../../store/appStore";
import { selectCompareOn } from "../../store/selectors";
import { useText } from "../i18n/useText";

/** The header button that turns compare mode on and off. */
export function CompareToggle() {
  const t = useText();
  const on = useAppStore(selectCompareOn);
  const openCompare = useAppStore((s) => s.openCompare);
  const closeCompare = useAppStore((s) => s.closeCompare);
  return (
    <button
      type="button"
      onClick={() => (on ? closeCompare() : openCompare())}
      aria-pressed={on}
      data-testid="compare-toggle"
      className={`h-8 rounded-md border px-2.5 text-xs font-medium ${
        on
          ? "border-sky-500 bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
          : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      }`}
    >
      {t("compare.toggle")}
    </button>
  );
}
