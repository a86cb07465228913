import type { Knobs } from "../knobs";
import { localize, type Locale } from "../localizedText";
import type { Scenario, ScenarioText } from "../scenarios/types";
import type { TokenCounter } from "../trace/metrics";
import type { Trace } from "../trace/types";
import { narrativeFor, settingsQuoted, storySettingKnobs } from "./narrative";
import { fillStory, storyText, type StoryPart, type StoryRuns } from "./placeholders";

/** Runs a scenario on a setting (the engine's `run`, a cache of it, the app's worker). */
export type Runner = (scenario: Scenario, knobs: Knobs) => Promise<Trace>;

/** The texts on screen for a setting whose figures come from runs: the summary and the narrative paragraphs that hold. */
export function storyTexts(scenario: Scenario, knobs: Knobs): ScenarioText[] {
  return [scenario.summary, ...narrativeFor(scenario, knobs)];
}

/** A scenario text filled from the runs, in parts. */
export function fillScenarioText(text: ScenarioText, runs: StoryRuns, locale: Locale): StoryPart[] {
  return fillStory(localize(text, locale), runs, locale);
}

/**
 * Every run the texts need, made with `runner`: the setting itself and each story setting quoted.
 * Node (tests, e2e expectations) uses it to fill a story the way the app does from its own runs.
 */
export async function runStory(scenario: Scenario, knobs: Knobs, texts: readonly ScenarioText[], runner: Runner, countTokens?: TokenCounter): Promise<StoryRuns> {
  const names = settingsQuoted(texts);
  const runs = new Map<string, Trace>();
  await Promise.all(
    names.map(async (name) => {
      const setting = storySettingKnobs(scenario, name);
      if (setting) runs.set(name, await runner(scenario, setting));
    }),
  );
  return { current: await runner(scenario, knobs), setting: (name) => runs.get(name), countTokens };
}

/** The narrative of a setting as the app shows it, each paragraph filled from the runs. */
export function filledNarrative(scenario: Scenario, knobs: Knobs, runs: StoryRuns, locale: Locale): string[] {
  return narrativeFor(scenario, knobs).map((text) => storyText(fillScenarioText(text, runs, locale)));
}
