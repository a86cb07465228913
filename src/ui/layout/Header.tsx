import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectPanels, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { CompareToggle } from "../compare/CompareToggle";
import { GrowthToggle } from "../growth/GrowthToggle";
import { EditorToggle } from "../editor/EditorDrawer";
import { ShareButton } from "../share/ShareButton";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { ThemeToggle } from "../theme/ThemeToggle";
import { RunStatus } from "./RunStatus";

/** Title, run status and the app-wide toggles. */
export function Header() {
  const t = useText();
  const panels = useAppStore(selectPanels);
  const sweepOpen = panels.sweep;
  const { togglePanel, setPanel } = useAppStore(useShallow(selectViewActions));
  return (
    <header className="flex min-h-11 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b py-1 md:h-11 md:flex-nowrap md:py-0 border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-900">
      {/* The title block gives way (the tagline truncates) so the buttons never wrap, even with a run status showing at 1280px. */}
      <div className="flex min-w-0 items-center gap-2">
        <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-sky-600 text-xs font-bold text-white" aria-hidden>
          ⎇
        </span>
        <h1 className="text-sm font-semibold whitespace-nowrap text-slate-900 dark:text-slate-50">{t("app.title")}</h1>
        <span className="hidden min-w-0 truncate text-xs text-slate-500 xl:inline dark:text-slate-400" title={t("app.tagline")}>{t("app.tagline")}</span>
      </div>
      <div className="ml-auto flex min-w-0 flex-wrap items-center gap-2 whitespace-nowrap md:shrink-0 md:flex-nowrap">
        <RunStatus />
        <button
          type="button"
          onClick={() => {
            if (!sweepOpen) setPanel("docsTable", false);
            togglePanel("sweep");
          }}
          aria-pressed={sweepOpen}
          data-testid="sweep-toggle"
          className={`h-8 rounded-md border px-2.5 text-xs font-medium ${
            sweepOpen
              ? "border-sky-500 bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
              : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          }`}
        >
          {t("sweep.open")}
        </button>
        <button
          type="button"
          onClick={() => {
            // The two tables share the space over the diagram and the history: one at a time.
            if (!panels.docsTable) setPanel("sweep", false);
            setPanel("docsTable", !panels.docsTable);
          }}
          aria-pressed={panels.docsTable}
          title={t("docsTable.openHelp")}
          data-testid="docs-table-toggle"
          className={`h-8 rounded-md border px-2.5 text-xs font-medium ${
            panels.docsTable
              ? "border-sky-500 bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
              : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          }`}
        >
          {t("docsTable.open")}
        </button>
        <GrowthToggle />
        <CompareToggle />
        <EditorToggle />
        <ShareButton />
        <LanguageSwitch />
        <ThemeToggle />
      </div>
    </header>
  );
}
