import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { docsRuns } from "../../engine/docsTable/docsTable";
import { useAppStore } from "../../store/appStore";
import { selectDocsTable, selectLocale, selectRunActions, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { OverlayDrawer } from "../layout/OverlayDrawer";
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
    <OverlayDrawer title={t("docsTable.title")} testId="docs-table" closeTestId="docs-table-close" closeLabel={t("docsTable.close")} onClose={() => setPanel("docsTable", false)}>
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
    </OverlayDrawer>
  );
}
