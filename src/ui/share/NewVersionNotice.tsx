import { useAppStore } from "../../store/appStore";
import { selectNewVersion } from "../../store/versionSlice";
import { useText } from "../i18n/useText";

/** A newer build is deployed: says so and offers a reload (the page never reloads by itself). */
export function NewVersionNotice({ compact = false }: { compact?: boolean }) {
  const t = useText();
  const why = useAppStore(selectNewVersion);
  if (!why) return null;
  return (
    <div
      role="status"
      data-testid="new-version"
      data-why={why}
      className={`flex items-center gap-2 rounded-lg border border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100 ${compact ? "shrink-0 px-2 py-1 text-xs" : "mx-2 mt-2 px-3 py-1.5 text-sm"}`}
    >
      <p className="min-w-0 flex-1">{t(why === "missingChunk" ? "version.missingChunk" : "version.deployed")}</p>
      <button type="button" onClick={() => location.reload()} data-testid="new-version-reload" className="shrink-0 rounded-md border border-sky-400 px-2 py-0.5 text-xs font-medium hover:bg-sky-100 dark:border-sky-600 dark:hover:bg-sky-900">
        {t("app.reload")}
      </button>
    </div>
  );
}
