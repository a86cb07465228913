import { allParagraphs, settingsQuoted, storySettingKnobs } from "../engine/story/narrative";
import type { Scenario, ScenarioText } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import { findScenario } from "../engine/scenarios";
import { knobsKey } from "./baseline";
import type { SliceCreator, StoreDeps } from "./types";

export interface StoryState {
  /** The runs of the current scenario's story settings (`{messages@full}`), by name, as they arrive. */
  storyRuns: Record<string, Trace>;
}

export interface StoryActions {
  /** Runs every story setting the current scenario's texts quote, once per scenario. */
  refreshStory(): void;
}

/** Every text of a scenario whose figures may quote a story setting: summary, narrative, lesson. */
function quotingTexts(scenario: Scenario): ScenarioText[] {
  return [
    scenario.summary,
    ...allParagraphs(scenario).map((p) => p.text),
    ...(scenario.lesson ?? []).flatMap((step) => [step.caption, ...(step.predict ? [step.predict.answer] : [])]),
  ];
}

export function createStorySlice(deps: StoreDeps): SliceCreator<StoryState & StoryActions> {
  return (set, get) => {
    let storyFor: Scenario | undefined;
    return {
      storyRuns: {},
      refreshStory() {
        const { scenario } = get();
        // Called on every run request; the settings' runs depend on the scenario alone.
        if (storyFor === scenario) return;
        storyFor = scenario;
        set({ storyRuns: {} });
        for (const name of settingsQuoted(quotingTexts(scenario))) {
          const knobs = storySettingKnobs(scenario, name);
          if (!knobs) continue;
          const prepared = findScenario(scenario.id) !== scenario ? undefined : deps.prepared?.find((p) => p.scenarioId === scenario.id && knobsKey(p.knobs) === knobsKey(knobs))?.trace;
          (prepared ? Promise.resolve(prepared) : deps.engine.run(scenario, knobs)).then(
            (trace) => {
              if (storyFor === scenario) set({ storyRuns: { ...get().storyRuns, [name]: trace } });
            },
            // A figure whose run failed stays "…"; the run on screen reports engine failures.
            () => undefined,
          );
        }
      },
    };
  };
}
