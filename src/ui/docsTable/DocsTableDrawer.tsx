import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { docsRuns } from "../../engine/docsTable/docsTable";
import { useAppStore } from "../../store/appStore";
import { selectDocsTable, selectLocale, selectRunActions, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { DocsTable } from "./DocsTable";

/** The docs table over the diagram and history: the docs' scenarios run on every pattern in the worker on first open. */
export function DocsTableDrawer() {
  const t = useText();
  const { cells, status } = useAppStore(useShallow(selectDocsTable));
  const locale = useAppStore(selectLocale);
  const { requestDocsTable } = useAppStore(useShallow(selectRunActions));
  const { setPanel } = useAppStore(useShallow(selectViewActions));
  useEffect(() => {
    if (!cells && status === "idle") requestDocsTable();
  }, [cells, status, requestDocsTable]);
  return (
    <div className="absolute inset-0 flex flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900" data-testid="docs-table">
      <header className="flex h-9 shrink-0 items-center justify-between border-b border-slate-200 px-3 dark:border-slate-800">
        <h2 className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">{t("docsTable.title")}</h2>
        <button type="button" onClick={() => setPanel("docsTable", false)} className="rounded px-2 text-lg leading-none text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t("docsTable.close")} data-testid="docs-table-close">
          ×
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto p-3">
        {cells ? (
          <DocsTable cells={cells} locale={locale} />
        ) : status === "failed" ? (
          <p className="p-3 text-sm text-rose-700 dark:text-rose-300" role="alert">{t("docsTable.failed")}</p>
        ) : (
          <p className="flex items-center gap-2 p-3 text-sm text-slate-500 dark:text-slate-400" data-testid="docs-table-running">
            <span className="h-3 w-3 animate-spin rounded-full border-2 border-sky-500 border-t-transparent" aria-hidden />
            {t("docsTable.running", { total: docsRuns().length })}
          </p>
        )}
      </div>
    </div>
  );
}
