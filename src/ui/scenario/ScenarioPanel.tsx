import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { narrativeFor } from "../../engine/story/narrative";
import { selectCurrentScenario, selectKnobs, selectPlayedScenario, selectPanels, selectViewActions } from "../../store/selectors";
import { useStory } from "./useStory";
import { LessonPanel } from "../lessons/LessonPanel";
import { useText } from "../i18n/useText";
import { GalleryCard } from "./GalleryCard";
import { Prose } from "../i18n/Prose";
import { ScenarioPicker } from "./ScenarioPicker";

/** The scenario picker, what the scenario shows, and (for error-gallery scenarios) why it fails and the fix. */
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
    <section aria-label={t("scenario.label")} data-testid="scenario-panel" className="pb-2">
      <ScenarioPicker />
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
