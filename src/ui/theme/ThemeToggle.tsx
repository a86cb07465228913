import { useAppStore } from "../../store/appStore";
import { selectTheme, selectViewActions } from "../../store/selectors";
import { useShallow } from "zustand/react/shallow";
import { useText } from "../i18n/useText";

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const t = useText();
  const theme = useAppStore(selectTheme);
  const { toggleTheme } = useAppStore(useShallow(selectViewActions));
  return (
    <button
      type="button"
      onClick={toggleTheme}
      data-testid="theme-toggle"
      data-theme={theme}
      aria-label={t("theme.toggle")}
      title={t("theme.toggle")}
      className="flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-2 text-xs text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span aria-hidden>{theme === "dark" ? "☾" : "☀"}</span>
      {/* The sun or moon says it on narrow screens; the button's label says it to a screen reader. */}
      <span className="hidden xl:inline">{theme === "dark" ? t("theme.dark") : t("theme.light")}</span>
    </button>
  );
}
