import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";

/** The header's button that opens and closes the growth chart. */
export function GrowthToggle() {
  const t = useText();
  const open = useAppStore((s) => s.panels.growth);
  const { togglePanel } = useAppStore(useShallow(selectViewActions));
  return (
    <button
      type="button"
      onClick={() => togglePanel("growth")}
      aria-pressed={open}
      title={t("growth.openHelp")}
      data-testid="growth-toggle"
      className={`h-8 rounded-md border px-2.5 text-xs font-medium ${
        open ? "border-sky-500 bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200" : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      }`}
    >
      {t("growth.open")}
    </button>
  );
}
