import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions } from "../../store/editorSlice";
import { selectStorageActions, selectStorageNotices } from "../../store/storageSlice";
import { useMessageText, useText } from "../i18n/useText";

/** Stored values that could not be read at start-up: what each was, why, and where it is kept. */
export function StorageBanner() {
  const t = useText();
  const words = useMessageText();
  const notices = useAppStore(useShallow(selectStorageNotices));
  const { dismissStorageNotices } = useAppStore(useShallow(selectStorageActions));
  const { setEditorOpen } = useAppStore(useShallow(selectEditorActions));
  if (!notices.length) return null;
  return (
    <div role="alert" data-testid="storage-notice" className="mx-2 mt-2 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t("storage.noticeTitle")}</p>
        {notices.map((notice, i) => (
          <p key={i} className="[overflow-wrap:anywhere]" data-testid="storage-notice-message" data-what={notice.what}>
            {t(`storage.kept.${notice.what}`, { reason: words(notice.reason) })}
          </p>
        ))}
      </div>
      <button type="button" onClick={() => setEditorOpen(true)} className="shrink-0 text-xs underline-offset-2 hover:underline" data-testid="storage-notice-open">
        {t("storage.openEditor")}
      </button>
      <button type="button" onClick={dismissStorageNotices} className="shrink-0 text-xs underline-offset-2 hover:underline" data-testid="storage-notice-dismiss">
        {t("link.dismiss")}
      </button>
    </div>
  );
}
