import { useText } from "../i18n/useText";
import { DetailsTabs } from "./DetailsTabs";
import { PageTop } from "./PageTop";
import { SetupBody } from "./SetupBody";
import { Stage } from "./Stage";
import { CARD, STAGE_LAYOUTS } from "./stageLayouts";

/**
 * The presenter layout, for a projector: the headline meter across the top, the diagram and the
 * shared history as the two stars, a lesson's step under them, the player last (`STAGE_LAYOUTS.presenter`);
 * setup and the run's details are folded below (one click opens them). Fits 1280x720 at 150% zoom
 * (853x480 CSS pixels) without scrolling, and grows with a 1920x1080 screen.
 */
export function PresenterShell() {
  const t = useText();
  return (
    <div className="flex h-screen flex-col overflow-y-auto bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-testid="presenter-layout">
      <PageTop />
      <Stage screen="presenter" />
      <details className={`mx-2 mb-2 shrink-0 ${CARD}`} data-testid="presenter-more">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-700 dark:text-slate-200">{t("presenter.more")}</summary>
        <div className="grid gap-3 border-t border-slate-200 p-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] dark:border-slate-800">
          <section aria-label={t("panel.knobs")} className="min-w-0">
            <SetupBody lesson={false} />
          </section>
          <div className="min-w-0 rounded-lg border border-slate-200 dark:border-slate-800">
            <DetailsTabs openWhen="always" height={STAGE_LAYOUTS.presenter.detailsHeight} />
          </div>
        </div>
      </details>
    </div>
  );
}
