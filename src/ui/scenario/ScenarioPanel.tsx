import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { narrativeFor } from "../../engine/story/narrative";
import { selectCurrentScenario, selectPlayedScenario, selectShownKnobs, selectPanels, selectViewActions } from "../../store/selectors";
import { useStory } from "./useStory";
import { useText } from "../i18n/useText";
import { Prose } from "../i18n/Prose";
import { deferredBehind, Nothing } from "../deferred";

// Only the error gallery's scenarios have a card (their code beside its fix): its code follows the first paint.
const GalleryCard = deferredBehind(() => import("./GalleryCard").then((module) => module.GalleryCard), Nothing);

/**
 * What the scenario shows (its summary, the narrative's first paragraph with the rest folded), and for
 * error-gallery scenarios why it fails and the fix. The picker and the lesson sit above the knobs
 * (`SetupBody`), this under them.
 */
export function ScenarioPanel() {
  const t = useText();
  const scenario = useAppStore(selectCurrentScenario);
  // A generated scenario's summary names its current parameters.
  const played = useAppStore(selectPlayedScenario);
  const { togglePanel } = useAppStore(useShallow(selectViewActions));
  const narrativeOpen = useAppStore(selectPanels).narrative;
  // The paragraphs true of the run on screen, whose figures they quote: while a re-run is in flight,
  // still those of the run shown, so a knob change alone renders nothing here while the engine works.
  const knobs = useAppStore(selectShownKnobs);
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
