import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { LOCALES, localize } from "../localizedText";
import { SCENARIOS } from "../scenarios";
import { GALLERY_FIXES } from "../scenarios/errors";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import type { KnobCondition, Scenario } from "../scenarios/types";
import { cachedRun } from "../testing/cachedRun";
import { o200kCounter } from "../tokens/o200k";
import { allParagraphs, narrativeFor } from "./narrative";
import { givenNumbers, numbersIn, SOURCE_REFERENCE } from "./givenNumbers";
import { fillScenarioText, runStory, storyTexts } from "./story";

const runOf = cachedRun();
const countTokens = o200kCounter();

/** The simplest setting a paragraph's condition holds for: the first value of each knob it names. */
function settingFor(scenario: Scenario, when: KnobCondition | undefined): Knobs {
  const first = Object.fromEntries(Object.entries(when ?? {}).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
  return scenarioKnobs(scenario, first as Partial<Knobs>);
}

/** Every setting on which some paragraph of the scenario shows: its own, each topology's, each condition's. */
function settingsToCheck(scenario: Scenario): Knobs[] {
  const settings = [scenarioKnobs(scenario), ...scenario.topologies.map((topology) => scenarioKnobs(scenario, { topology })), ...allParagraphs(scenario).map((p) => settingFor(scenario, p.when))];
  return [...new Map(settings.map((knobs) => [JSON.stringify(knobs), knobs])).values()];
}

describe("every built-in story follows its run", () => {
  const all = [...SCENARIOS, ...GALLERY_FIXES];
  it.each(all.map((s) => [s.id, s] as const))("%s states no figure its runs do not produce", async (_id, scenario) => {
    const problems: string[] = [];
    for (const knobs of settingsToCheck(scenario)) {
      const texts = storyTexts(scenario, knobs);
      const runs = await runStory(scenario, knobs, texts, runOf, countTokens);
      const given = givenNumbers(scenario, knobs);
      for (const text of texts) {
        for (const locale of LOCALES) {
          const where = `${knobs.topology} ${localize(text, locale).slice(0, 50)} (${locale})`;
          const parts = fillScenarioText(text, runs, locale);
          for (const part of parts) {
            if ("figure" in part) {
              if (part.value === undefined) problems.push(`${where}: ${part.figure.source} has no value on this run`);
              continue;
            }
            const written = part.text.replace(SOURCE_REFERENCE, "");
            for (const number of numbersIn(written)) if (!given.has(number)) problems.push(`${where}: "${number}" is typed in, not filled from the run`);
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  }, 120_000);

  it("shows a paragraph only on the settings its condition names", () => {
    const story = { ...SCENARIOS[0], narrative: [{ text: "a", when: { topology: "swarm" as const } }, { text: "b", when: { topology: ["subagents", "swarm"] as const } }, "c"] } as Scenario;
    expect(narrativeFor(story, scenarioKnobs(story, { topology: "swarm" }))).toEqual(["a", "b", "c"]);
    expect(narrativeFor(story, scenarioKnobs(story, { topology: "subagents" }))).toEqual(["b", "c"]);
    expect(narrativeFor(story, scenarioKnobs(story, { topology: "supervisor" }))).toEqual(["c"]);
  });

  it("the narrative test itself rejects a typed-in count", () => {
    const given = givenNumbers(SCENARIOS[0], scenarioKnobs(SCENARIOS[0]));
    expect(given).toContain("25");
    expect(numbersIn("shrinks from 16 to 4, o200k_base, seed 003".replace(SOURCE_REFERENCE, ""))).toEqual(["16", "4"]);
    expect(localize(SCENARIOS[0].summary, "en")).not.toMatch(/\b16\b/);
  });
});
