import { describe, expect, it } from "vitest";
import { LOCALES } from "../localizedText";
import { SCENARIOS, findScenario } from ".";
import { GALLERY_FIXES } from "./errors";
import { allParagraphs } from "../story/narrative";
import type { Scenario, ScenarioText } from "./types";

function proseOf(scenario: Scenario): [string, ScenarioText][] {
  return [
    ["title", scenario.title],
    ["summary", scenario.summary],
    ...allParagraphs(scenario).map((p, i) => [`narrative[${i}]`, p.text] as [string, ScenarioText]),
    ...(scenario.lesson ?? []).flatMap((step, i) => [
      [`lesson[${i}].caption`, step.caption] as [string, ScenarioText],
      ...(step.predict ? [[`lesson[${i}].predict.question`, step.predict.question] as [string, ScenarioText]] : []),
    ]),
    ...(scenario.gallery ? ([["gallery.why", scenario.gallery.why], ["gallery.fix", scenario.gallery.fix]] as [string, ScenarioText][]) : []),
  ];
}

describe("built-in scenario prose", () => {
  const all = [...SCENARIOS, ...GALLERY_FIXES];

  it.each(all.map((s) => [s.id, s] as const))("%s is written in every language, the Chinese side in Chinese", (_id, scenario) => {
    for (const [field, text] of proseOf(scenario)) {
      expect(typeof text, `${field} is a plain string`).toBe("object");
      if (typeof text === "string") continue;
      for (const locale of LOCALES) expect(text[locale].trim(), `${field}.${locale}`).not.toBe("");
      expect(text.zh, `${field}.zh`).toMatch(/[\u4e00-\u9fff]/);
      // Scenario data quoted in English prose (a message the run wrote) is a code span.
      const englishOutsideCode = text.en.split("`").filter((_, i) => i % 2 === 0).join("");
      expect(englishOutsideCode, `${field}.en`).not.toMatch(/[\u4e00-\u9fff]/);
      for (const locale of LOCALES) expect(text[locale].split("`").length % 2, `${field}.${locale}: unbalanced backticks`).toBe(1);
    }
  });

  it("finds the fixed twins by id", () => {
    for (const fixed of GALLERY_FIXES) expect(findScenario(fixed.id)).toBe(fixed);
  });
});
