import { localize, type Locale } from "../../engine/localizedText";
import { SCENARIO_IDEAS, SCENARIO_SOURCES, shelfOf, type ScenarioIdea } from "../../engine/scenarios/shelves";
import type { Scenario } from "../../engine/scenarios/types";

/** One scenario as the picker lists it. */
export interface PickerOption {
  id: string;
  title: string;
  /** The seed (or other source) it models; undefined for a user's own scenario. */
  source?: string;
  hasLesson: boolean;
}

/** A labelled group of the picker: an idea of the catalogue, or the user's own scenarios. */
export interface PickerGroup {
  id: ScenarioIdea | "yours";
  label: string;
  options: PickerOption[];
}

/** Whether every word of the query is in one of the texts (case- and width-insensitive). */
function matches(query: string, texts: readonly string[]): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const haystack = texts.join(" ").toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The picker's groups in the ideas' order (the user's own scenarios last), each holding the scenarios
 * whose title, id, source or group label match every word of `query`; empty groups are left out.
 */
export function pickerGroups(scenarios: readonly Scenario[], locale: Locale, query: string, yoursLabel: string): PickerGroup[] {
  const ideas = Object.keys(SCENARIO_IDEAS) as ScenarioIdea[];
  const groups: PickerGroup[] = [
    ...ideas.map((idea) => ({ id: idea, label: localize(SCENARIO_IDEAS[idea], locale), options: [] as PickerOption[] })),
    { id: "yours", label: yoursLabel, options: [] },
  ];
  for (const scenario of scenarios) {
    const shelf = shelfOf(scenario);
    const group = groups.find((g) => g.id === (shelf?.idea ?? "yours"))!;
    const option: PickerOption = {
      id: scenario.id,
      title: localize(scenario.title, locale),
      ...(shelf ? { source: localize(SCENARIO_SOURCES[shelf.source], locale) } : {}),
      hasLesson: (scenario.lesson?.length ?? 0) > 0,
    };
    if (matches(query, [option.title, option.id, option.source ?? "", group.label])) group.options.push(option);
  }
  return groups.filter((group) => group.options.length > 0);
}

/** The options of the groups, in the order the list shows them (what the arrow keys walk). */
export function pickerOrder(groups: readonly PickerGroup[]): PickerOption[] {
  return groups.flatMap((group) => group.options);
}
