import { revealBidiControls } from "../../share/bidiControls";
import { useAppStore } from "../../store/appStore";
import { selectDismissLinkNotice, selectLinkNotice, selectLinkProblem } from "../../store/linkSlice";
import { useMessageText, useText } from "../i18n/useText";

const AMBER = "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100";

/**
 * Why a link did not open (or what in it was ignored), in plain words, with what opened instead.
 * `compact` (the embed view): one small strip that scrolls when long, so the frame keeps its diagram.
 */
export function LinkBanner({ compact = false }: { compact?: boolean }) {
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
      className={`flex items-start rounded-lg border ${compact ? "max-h-14 shrink-0 gap-2 overflow-auto px-2 py-1 text-xs" : "mx-2 mt-2 gap-3 px-3 py-2 text-sm"} ${
        error ? "border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100" : AMBER
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className={compact ? "inline font-semibold" : "font-semibold"}>{error ? t("link.errorTitle") : t("link.warningTitle")}</p>
        {notice.messages.map((message, i) => (
          <p key={i} className={compact ? "inline break-words before:content-['_·_']" : "break-words"} data-testid="error-banner-message">
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

/**
 * The scenario is too large for a link: said in the page's flow under the header, where it covers no
 * control (as a popover under the share button it lay over the diagram's Export menu).
 */
export function LinkProblemNote() {
  const t = useText();
  const words = useMessageText();
  const problem = useAppStore(selectLinkProblem);
  if (!problem) return null;
  return (
    <p data-testid="share-problem" className={`mx-2 mt-2 rounded-lg border px-3 py-1.5 text-xs break-words ${AMBER}`}>
      <strong>{t("share.tooLarge")}.</strong> {words(problem)}
    </p>
  );
}
