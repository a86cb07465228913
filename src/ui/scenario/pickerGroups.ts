import { localize, type Locale } from "../../engine/localizedText";
import type { ScenarioListing } from "../../engine/scenarios/builtIns";
import { SCENARIO_IDEAS, SCENARIO_SHELVES, SCENARIO_SOURCES, type ScenarioIdea } from "../../engine/scenarios/shelves";

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
 * A built-in goes under its shelf's idea; the user's own (an edited copy of a built-in too) under theirs.
 */
export function pickerGroups(builtIns: readonly ScenarioListing[], own: readonly ScenarioListing[], locale: Locale, query: string, yoursLabel: string): PickerGroup[] {
  const ideas = Object.keys(SCENARIO_IDEAS) as ScenarioIdea[];
  const groups: PickerGroup[] = [
    ...ideas.map((idea) => ({ id: idea, label: localize(SCENARIO_IDEAS[idea], locale), options: [] as PickerOption[] })),
    { id: "yours", label: yoursLabel, options: [] },
  ];
  const listed = [...builtIns.map((listing) => ({ listing, shelf: SCENARIO_SHELVES[listing.id] })), ...own.map((listing) => ({ listing, shelf: undefined }))];
  for (const { listing, shelf } of listed) {
    const group = groups.find((g) => g.id === (shelf?.idea ?? "yours"))!;
    const option: PickerOption = {
      id: listing.id,
      title: localize(listing.title, locale),
      ...(shelf ? { source: localize(SCENARIO_SOURCES[shelf.source], locale) } : {}),
      hasLesson: listing.hasLesson,
    };
    if (matches(query, [option.title, option.id, option.source ?? "", group.label])) group.options.push(option);
  }
  return groups.filter((group) => group.options.length > 0);
}

/** The options of the groups, in the order the list shows them (what the arrow keys walk). */
export function pickerOrder(groups: readonly PickerGroup[]): PickerOption[] {
  return groups.flatMap((group) => group.options);
}
