import type { Knobs } from "../src/engine/knobs";
import { wordMessage } from "../src/share/messages";
import { findScenario } from "../src/engine/scenarios";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import type { Scenario } from "../src/engine/scenarios/types";
import { cachedRun } from "../src/engine/testing/cachedRun";
import type { Locale } from "../src/engine/localizedText";
import { narrativeFor } from "../src/engine/story/narrative";
import { filledNarrative, runStory } from "../src/engine/story/story";
import type { Trace } from "../src/engine/trace/types";
import { encodeLink } from "../src/share/linkCodec";
import { LINK_VERSION } from "../src/share/linkState";

/** A built-in scenario by id; throws for an unknown one, so a typo fails the spec loudly. */
export function builtinScenario(id: string): Scenario {
  const found = findScenario(id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

/** The link text (after `#`) that opens a built-in scenario with these knobs at this step. */
export function linkTo(id: string, knobs: Partial<Knobs> = {}, step = 0): string {
  const encoded = encodeLink({ v: LINK_VERSION, scenario: { id }, knobs, step, view: {} });
  if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
  return encoded.link;
}

/** The link text that opens a built-in scenario edited (its title), so the page treats it as the user's own, at this step. */
export function linkToEdited(id: string, step = 0): string {
  const scenario = builtinScenario(id);
  const encoded = encodeLink({ v: LINK_VERSION, scenario: { custom: { ...scenario, title: { en: "An edited scenario", zh: "已编辑的场景" } } }, knobs: {}, step, view: {} });
  if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
  return encoded.link;
}

/**
 * Each setting run once per Playwright worker: runs are deterministic, and the tests only read the
 * traces (the 24-worker run, say, is the expected value of several tests).
 */
const runOnce = cachedRun();

/** The trace the page must show for that link: the same scenario and knobs, run in Node. */
export function nodeRun(id: string, knobs: Partial<Knobs> = {}): Promise<Trace> {
  return runOnce(builtinScenario(id), scenarioKnobs(builtinScenario(id), knobs));
}

/** The narrative the page must show for a built-in scenario on a setting, its figures filled from runs made in Node. */
export async function nodeNarrative(id: string, knobs: Partial<Knobs> = {}, locale: Locale = "en"): Promise<string[]> {
  const scenario = builtinScenario(id);
  const setting = scenarioKnobs(scenario, knobs);
  const runs = await runStory(scenario, setting, narrativeFor(scenario, setting), (s, k) => runOnce(s, k));
  return filledNarrative(scenario, setting, runs, locale);
}
