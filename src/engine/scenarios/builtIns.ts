import { researchCode } from "./researchCode";
import type { Scenario, ScenarioText } from "./types";

/**
 * The built-in scenarios this program holds. Node, the tests and the engine worker import the whole
 * catalogue (`./index`), which registers itself here at once. The page starts with the scenario it
 * opens without a link and loads the catalogue after its first diagram (or before it, for a link
 * that names another scenario: `src/app/scenarioCatalogue.ts`), so the first paint carries one
 * scenario's scripts and prose instead of every one's.
 */

/** The scenario a page opens without a link: the catalogue's first. */
export const OPENING_SCENARIO: Scenario = researchCode;

let catalogue: { listed: readonly Scenario[]; fixes: readonly Scenario[] } | undefined;

/** Called once by the catalogue module: every listed built-in, then the error gallery's fixed twins (not listed). */
export function registerCatalogue(listed: readonly Scenario[], fixes: readonly Scenario[]): void {
  catalogue = { listed, fixes };
}

/** What the scenario picker shows of a built-in before the user opens it: enough to list and find it. */
export interface ScenarioListing {
  id: string;
  title: ScenarioText;
  hasLesson: boolean;
}

/** A scenario as the picker lists it. */
export function listingOf(scenario: Scenario): ScenarioListing {
  return { id: scenario.id, title: scenario.title, hasLesson: (scenario.lesson?.length ?? 0) > 0 };
}

let index: readonly ScenarioListing[] | undefined;

/** Called by the page before its first paint with every listed built-in's listing, made from the catalogue at build time. */
export function registerScenarioIndex(listings: readonly ScenarioListing[]): void {
  index = listings;
}

/**
 * Every built-in the picker lists, in its order: from the catalogue once it is here, before that from
 * the index made of it at build time, so the picker lists every scenario from the first paint on.
 */
export function builtInListings(): readonly ScenarioListing[] {
  return catalogue?.listed.map(listingOf) ?? index ?? [listingOf(OPENING_SCENARIO)];
}

/** Whether the whole catalogue is here (otherwise only {@link OPENING_SCENARIO} is). */
export function catalogueLoaded(): boolean {
  return catalogue !== undefined;
}

/** The built-in scenarios, in the order the scenario picker lists them: all of them once the catalogue is loaded. */
export function builtInScenarios(): readonly Scenario[] {
  return catalogue?.listed ?? [OPENING_SCENARIO];
}

/** The built-in scenario with this id (listed, or an error-gallery fix), if any is here. */
export function findScenario(id: string): Scenario | undefined {
  if (!catalogue) return id === OPENING_SCENARIO.id ? OPENING_SCENARIO : undefined;
  // The gallery's fixed twins are not listed, but the fix button and links open them by id.
  return catalogue.listed.find((scenario) => scenario.id === id) ?? catalogue.fixes.find((scenario) => scenario.id === id);
}
