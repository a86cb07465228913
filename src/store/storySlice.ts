import { allParagraphs, settingsQuoted, storySettingKnobs } from "../engine/story/narrative";
import type { Scenario, ScenarioText } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import { preparedRuns } from "./preparedRuns";
import type { RunEvents } from "./runEvents";
import type { SliceCreator, StoreDeps } from "./types";

export interface StoryState {
  /** The runs of the current scenario's story settings (`{messages@full}`), by name, as they arrive. */
  storyRuns: Record<string, Trace>;
}


/** Every text of a scenario whose figures may quote a story setting: summary, narrative, lesson. */
function quotingTexts(scenario: Scenario): ScenarioText[] {
  return [
    scenario.summary,
    ...allParagraphs(scenario).map((p) => p.text),
    ...(scenario.lesson ?? []).flatMap((step) => [step.caption, ...(step.predict ? [step.predict.answer] : [])]),
  ];
}

export function createStorySlice(deps: StoreDeps, events: RunEvents): SliceCreator<StoryState> {
  return (set, get) => {
    let storyFor: Scenario | undefined;
    const prepared = preparedRuns(deps);
    // Every run request: the runs of every story setting the scenario's texts quote, once per scenario.
    events.on("requested", () => {
      const { scenario } = get();
      // The settings' runs depend on the scenario alone.
      if (storyFor === scenario) return;
      storyFor = scenario;
      set({ storyRuns: {} });
      for (const name of settingsQuoted(quotingTexts(scenario))) {
        const knobs = storySettingKnobs(scenario, name);
        if (!knobs) continue;
        const ready = prepared.find(scenario, knobs);
        (ready ? Promise.resolve(ready) : deps.engine.run(scenario, knobs)).then(
          (trace) => {
            if (storyFor === scenario) set({ storyRuns: { ...get().storyRuns, [name]: trace } });
          },
          // A figure whose run failed stays "…"; the run on screen reports engine failures.
          () => undefined,
        );
      }
    });
    return { storyRuns: {} };
  };
}
