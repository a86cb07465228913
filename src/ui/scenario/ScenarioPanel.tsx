import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { narrativeFor } from "../../engine/story/narrative";
import { selectCurrentScenario, selectKnobActions, selectKnobs, selectPlayedScenario, selectPanels, selectScenarios, selectViewActions } from "../../store/selectors";
import { useStory } from "./useStory";
import { LessonPanel } from "../lessons/LessonPanel";
import { useLocalized, useText } from "../i18n/useText";
import { GalleryCard } from "./GalleryCard";
import { Prose } from "../i18n/Prose";

/** The scenario picker, what the scenario shows, and (for error-gallery scenarios) why it fails and the fix. */
export function ScenarioPanel() {
  const t = useText();
  const localized = useLocalized();
  const scenario = useAppStore(selectCurrentScenario);
  const scenarios = useAppStore(selectScenarios);
  // A generated scenario's summary names its current parameters.
  const played = useAppStore(selectPlayedScenario);
  const { selectScenario } = useAppStore(useShallow(selectKnobActions));
  const { togglePanel } = useAppStore(useShallow(selectViewActions));
  const narrativeOpen = useAppStore(selectPanels).narrative;
  const knobs = useAppStore(selectKnobs);
  // The paragraphs true of the run on screen (while a re-run is in flight, of the setting it is for).
  const narrative = narrativeFor(played, knobs);
  const fill = useStory([played.summary, ...narrative]);
  return (
    <section aria-label={t("scenario.label")} data-testid="scenario-panel" className="pb-2">
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
      <p className="mt-2 text-xs leading-relaxed text-slate-600 dark:text-slate-300" data-testid="scenario-summary">
        <Prose text={fill(played.summary)} />
      </p>
      {scenario.gallery ? <GalleryCard scenario={scenario} /> : null}
      <LessonPanel />
      {narrative.length ? (
        <div className="mt-2">
          <button
            type="button"
            onClick={() => togglePanel("narrative")}
            className="flex items-center gap-1 text-xs font-medium text-sky-700 hover:underline dark:text-sky-400"
            aria-expanded={narrativeOpen}
            data-testid="scenario-narrative-toggle"
          >
            <span className={`inline-block text-[9px] transition-transform ${narrativeOpen ? "rotate-90" : ""}`}>▶</span>
            {t("scenario.about")}
          </button>
          {narrativeOpen ? (
            <div className="mt-1.5 space-y-1.5 border-l-2 border-sky-200 pl-2.5 dark:border-sky-800" data-testid="scenario-narrative">
              {narrative.map((paragraph, i) => (
                <p key={i} className="text-xs leading-relaxed text-slate-600 dark:text-slate-300">
                  <Prose text={fill(paragraph)} />
                </p>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
