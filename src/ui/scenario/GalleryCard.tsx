import type { Scenario } from "../../engine/scenarios/types";
import { useAppStore } from "../../store/appStore";
import { selectKnobs } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { Prose } from "../i18n/Prose";
import { GalleryCode } from "./GalleryCode";

/**
 * For an error-gallery scenario: where the error comes from, the fix, the code with the mistake beside
 * the fixed code, and a button that opens the fix as a before/after compare (A the mistake, B the fix).
 */
export function GalleryCard({ scenario }: { scenario: Scenario }) {
  const t = useText();
  const compareFix = useAppStore((s) => s.compareFix);
  const gallery = scenario.gallery!;
  const knobs = useAppStore(selectKnobs);
  const canFix = Boolean(gallery.fixKnobs || gallery.fixScenarioId);
  // A knob fix keeps this scenario open; say so instead of offering the same button again.
  const fixApplied =
    !gallery.fixScenarioId && gallery.fixKnobs !== undefined && Object.entries(gallery.fixKnobs).every(([name, value]) => knobs[name as keyof typeof knobs] === value);
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2.5 text-xs leading-relaxed dark:border-amber-700/70 dark:bg-amber-950/40" data-testid="gallery-card">
      <p className="font-semibold text-amber-900 dark:text-amber-200">{t("scenario.galleryWhy")}</p>
      <p className="text-amber-900/90 dark:text-amber-100/90"><Prose text={gallery.why} /></p>
      <p className="mt-1.5 font-semibold text-amber-900 dark:text-amber-200">{t("scenario.galleryFix")}</p>
      <p className="text-amber-900/90 dark:text-amber-100/90"><Prose text={gallery.fix} /></p>
      {gallery.code ? <GalleryCode code={gallery.code} /> : null}
      {fixApplied ? (
        <p className="mt-2 font-semibold text-emerald-800 dark:text-emerald-300" data-testid="gallery-fix-applied">
          {t("scenario.fixApplied")}
        </p>
      ) : canFix ? (
        <button
          type="button"
          onClick={compareFix}
          data-testid="gallery-apply-fix"
          className="mt-2 rounded-md bg-amber-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm hover:bg-amber-800"
        >
          {t("gallery.compareFix")}
        </button>
      ) : null}
    </div>
  );
}
