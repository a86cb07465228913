import type { KnobName, Knobs } from "../knobs";
import { LOCALES, localize } from "../localizedText";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import type { KnobCondition, NarrativeParagraph, Scenario, ScenarioText } from "../scenarios/types";
import { settingsOf } from "./placeholders";

/** A narrative entry as a paragraph with its condition (a bare text is shown on every setting). */
function paragraphOf(entry: ScenarioText | NarrativeParagraph): NarrativeParagraph {
  return typeof entry === "object" && "text" in entry ? entry : { text: entry };
}

/** Whether a setting has every knob value a paragraph's `when` asks for. */
export function settingMatches(when: KnobCondition | undefined, knobs: Knobs): boolean {
  return Object.entries(when ?? {}).every(([name, wanted]) => {
    const value = knobs[name as KnobName];
    return Array.isArray(wanted) ? wanted.includes(value) : wanted === value;
  });
}

/** The narrative paragraphs that are true of this setting, in order. */
export function narrativeFor(scenario: Scenario, knobs: Knobs): ScenarioText[] {
  return (scenario.narrative ?? []).map(paragraphOf).filter((p) => settingMatches(p.when, knobs)).map((p) => p.text);
}

/** Every narrative paragraph with its condition, whatever the setting (the tests read them all). */
export function allParagraphs(scenario: Scenario): NarrativeParagraph[] {
  return (scenario.narrative ?? []).map(paragraphOf);
}

/** The knob setting of a story setting name, or undefined when the scenario has no such setting. */
export function storySettingKnobs(scenario: Scenario, name: string): Knobs | undefined {
  const partial = scenario.storySettings?.[name];
  return partial ? scenarioKnobs(scenario, partial) : undefined;
}

/** The story settings a set of texts quotes, in every language. */
export function settingsQuoted(texts: readonly ScenarioText[]): string[] {
  return [...new Set(texts.flatMap((text) => LOCALES.flatMap((locale) => settingsOf(localize(text, locale)))))];
}
