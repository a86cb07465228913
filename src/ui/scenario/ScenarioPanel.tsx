import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { narrativeFor } from "../../engine/story/narrative";
import { selectCurrentScenario, selectKnobActions, selectKnobs, selectPlayedScenario, selectPanels, selectScenarios, selectViewActions } from "../../store/selectors";
import { useStory } from "./useStory";
import { useLocalized, useText } from "../i18n/useText";
import { GalleryCard } from "./GalleryCard";
import { Prose } from "../i18n/Prose";

/** The scenario picker (first in the setup column, the knobs right under it). */
export function ScenarioChooser() {
  const t = useText();
  const localized = useLocalized();
  const scenario = useAppStore(selectCurrentScenario);
  const scenarios = useAppStore(selectScenarios);
  const { selectScenario } = useAppStore(useShallow(selectKnobActions));
  return (
    <div className="pb-1">
      <label htmlFor="scenario-select" className="text-xs font-semibold text-slate-800 dark:text-slate-100">
        {t("scenario.label")}
      </label>
      <select
        id="scenario-select"
        value={scenario.id}
        onChange={(e) => selectScenario(e.target.value)}
        data-testid="scenario-select"
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-sky-500 focus:outline-none focus:ring-2 focus:ring-sky-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        {scenarios.map((s) => (
          <option key={s.id} value={s.id}>
            {s.gallery ? `⚠ ${localized(s.title)}` : localized(s.title)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the scenario shows (its summary, the narrative's first paragraph with the rest folded), and for error-gallery scenarios why it fails and the fix. */
export function ScenarioPanel() {
  const t = useText();
  const scenario = useAppStore(selectCurrentScenario);
  // A generated scenario's summary names its current parameters.
  const played = useAppStore(selectPlayedScenario);
  const { togglePanel } = useAppStore(useShallow(selectViewActions));
  const narrativeOpen = useAppStore(selectPanels).narrative;
  const knobs = useAppStore(selectKnobs);
  // The paragraphs true of the run on screen (while a re-run is in flight, of the setting it is for).
  const narrative = narrativeFor(played, knobs);
  const fill = useStory([played.summary, ...narrative]);
  return (
    <section aria-label={t("scenario.about")} data-testid="scenario-panel" className="border-t border-slate-200 pt-2 pb-2 dark:border-slate-800">
      <p className="text-xs leading-relaxed text-slate-600 dark:text-slate-300" data-testid="scenario-summary">
        <Prose text={fill(played.summary)} />
      </p>
      {scenario.gallery ? <GalleryCard scenario={scenario} /> : null}
      {narrative.length ? (
        // The first paragraph always shows; the rest folds under it, so the knobs stay in reach.
        <div className="mt-2 space-y-1.5 border-l-2 border-sky-200 pl-2.5 dark:border-sky-800" data-testid="scenario-narrative">
          {(narrativeOpen ? narrative : narrative.slice(0, 1)).map((paragraph, i) => (
            <p key={i} className="text-xs leading-relaxed text-slate-600 dark:text-slate-300">
              <Prose text={fill(paragraph)} />
            </p>
          ))}
          {narrative.length > 1 ? (
            <button
              type="button"
              onClick={() => togglePanel("narrative")}
              className="flex items-center gap-1 text-xs font-medium text-sky-700 hover:underline dark:text-sky-400"
              aria-expanded={narrativeOpen}
              data-testid="scenario-narrative-toggle"
            >
              <span className={`inline-block text-[9px] transition-transform ${narrativeOpen ? "rotate-90" : ""}`} aria-hidden>▶</span>
              {narrativeOpen ? t("scenario.less") : t("scenario.more", { count: narrative.length - 1 })}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
