import type { Knobs } from "../engine/knobs";
import { allParagraphs, settingsQuoted, storySettingKnobs } from "../engine/story/narrative";
import type { Scenario, ScenarioText } from "../engine/scenarios/types";

/** Every text of a scenario whose figures may quote a story setting: summary, narrative, lesson. */
function quotingTexts(scenario: Scenario): ScenarioText[] {
  return [
    scenario.summary,
    ...allParagraphs(scenario).map((p) => p.text),
    ...(scenario.lesson ?? []).flatMap((step) => [step.caption, ...(step.predict ? [step.predict.answer] : [])]),
  ];
}

/**
 * The story settings a scenario's texts quote (`{messages@full}`), each with its knob setting: the
 * page runs them for the figures, and the build prepares the opening scenario's so they show with it.
 */
export function quotedStorySettings(scenario: Scenario): { name: string; knobs: Knobs }[] {
  return settingsQuoted(quotingTexts(scenario)).flatMap((name) => {
    const knobs = storySettingKnobs(scenario, name);
    return knobs ? [{ name, knobs }] : [];
  });
}
