import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectPanels, selectPresenter, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { CompareToggle } from "../compare/CompareToggle";
import { EditorToggle } from "../editor/EditorToggle";
import { GrowthToggle } from "../growth/GrowthToggle";
import { ShareButton } from "../share/ShareButton";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { ThemeToggle } from "../theme/ThemeToggle";
import { HeaderToggle } from "./HeaderToggle";
import { PresenterToggle } from "./PresenterToggle";
import { RunStatus } from "./RunStatus";
import type { AppState } from "../../store/types";

const selectRunFailed = (s: AppState) => s.status === "failed";

/**
 * Title, run status and the app-wide toggles. The presenter layout keeps the ones a talk needs
 * (compare, link, presenter, language, theme); the tables and the editor are the workbench's.
 */
export function Header() {
  const t = useText();
  const presenter = useAppStore(selectPresenter);
  // A run error and its buttons do not fit on one line beside every toggle at 1280 px: then the header wraps.
  const oneLine = !useAppStore(selectRunFailed);
  return (
    <header className={`flex min-h-11 shrink-0 flex-wrap items-center gap-x-1.5 gap-y-1 border-b py-1 ${oneLine ? "md:h-11 md:flex-nowrap md:py-0" : ""} border-slate-200 bg-white px-3 dark:border-slate-800 dark:bg-slate-900`}>
      {/* On one line from 853 px: the tagline (from 1280 px) truncates first; with a run error the buttons wrap. */}
      <div className="flex min-w-0 items-center gap-2">
        <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-sky-600 text-xs font-bold text-white" aria-hidden>
          ⎇
        </span>
        {/* Below 1024 px the mark stands for the title (still the page's heading): the buttons need the line. */}
        <h1 className="sr-only shrink-0 text-sm font-semibold whitespace-nowrap text-slate-900 lg:not-sr-only dark:text-slate-50">{t("app.title")}</h1>
        <span className="hidden min-w-0 truncate text-xs text-slate-500 xl:inline dark:text-slate-400" title={t("app.tagline")}>{t("app.tagline")}</span>
      </div>
      <div className="ml-auto flex min-w-0 items-center">
        <RunStatus />
      </div>
      {/* On a phone the tools take the row below, whole, scrolling sideways: two rows of header, not three. */}
      <div
        className={`order-last flex basis-full gap-1.5 overflow-x-auto py-0.5 whitespace-nowrap [scrollbar-width:thin] md:order-none md:basis-auto md:overflow-visible md:py-0 ${oneLine ? "md:shrink-0" : "md:flex-wrap"}`}
        data-testid="header-tools"
      >
        {presenter ? null : <WorkbenchButtons />}
        <CompareToggle />
        <PresenterToggle />
      </div>
      <div className="flex shrink-0 items-center gap-1.5 whitespace-nowrap">
        <ShareButton />
        <LanguageSwitch />
        <ThemeToggle />
      </div>
    </header>
  );
}

/** The sweep and docs tables, the growth chart and the scenario editor. */
function WorkbenchButtons() {
  const t = useText();
  const panels = useAppStore(selectPanels);
  const sweepOpen = panels.sweep;
  const { togglePanel, setPanel } = useAppStore(useShallow(selectViewActions));
  return (
    <>
      <HeaderToggle
        on={sweepOpen}
        onClick={() => {
          if (!sweepOpen) setPanel("docsTable", false);
          togglePanel("sweep");
        }}
        testId="sweep-toggle"
      >
        {t("sweep.open")}
      </HeaderToggle>
      <HeaderToggle
        on={panels.docsTable}
        onClick={() => {
          // The two tables share the space over the diagram and the history: one at a time.
          if (!panels.docsTable) setPanel("sweep", false);
          setPanel("docsTable", !panels.docsTable);
        }}
        title={t("docsTable.openHelp")}
        testId="docs-table-toggle"
      >
        {t("docsTable.open")}
      </HeaderToggle>
      <GrowthToggle />
      <EditorToggle />
    </>
  );
}
