import { revealBidiControls } from "../../share/bidiControls";
import { useAppStore } from "../../store/appStore";
import { selectDismissLinkNotice, selectLinkNotice } from "../../store/linkSlice";
import { useMessageText, useText } from "../i18n/useText";

/** Why a link did not open (or what in it was ignored), in plain words, with what opened instead. */
export function LinkBanner() {
  const t = useText();
  const words = useMessageText();
  const notice = useAppStore(selectLinkNotice);
  const dismiss = useAppStore(selectDismissLinkNotice);
  if (!notice) return null;
  const error = notice.kind === "error";
  return (
    <div
      role="alert"
      data-testid="error-banner"
      data-kind={notice.kind}
      className={`mx-2 mt-2 flex items-start gap-3 rounded-lg border px-3 py-2 text-sm ${
        error ? "border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100" : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{error ? t("link.errorTitle") : t("link.warningTitle")}</p>
        {notice.messages.map((message, i) => (
          <p key={i} className="break-words" data-testid="error-banner-message">
            {revealBidiControls(words(message))}
          </p>
        ))}
      </div>
      <button type="button" onClick={dismiss} className="shrink-0 text-xs underline-offset-2 hover:underline" data-testid="error-banner-dismiss">
        {t("link.dismiss")}
      </button>
    </div>
  );
}
