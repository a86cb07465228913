import { DOCS_FIGURES } from "../docsTable/docsFigures";
import { GUARD_LIMITS } from "../guards/limits";
import type { Knobs } from "../knobs";
import type { Scenario } from "../scenarios/types";

/** A number as prose writes one: `12`, `6,300`, `0.35`; never the digits inside a name (`o200k_base`, `transfer_to_a2`, `last-2`). */
export const NUMBER_IN_TEXT = /(?<![\w.,-])\d+(?:[.,]\d+)*(?![\w])/g;

/** The numbers in a text, without thousands separators (`6,300` is `6300`), and a trailing full stop dropped. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER_IN_TEXT)].map(([n]) => n.replace(/[.,]$/, "").replace(/,(?=\d{3}\b)/g, ""));
}

/** What a scenario is made of, without its prose: the data a number may be quoted from (an order id, a threshold, a script's confidence). */
function scenarioData(scenario: Scenario): unknown {
  // The prose fields are exactly where figures must not be typed in, so they are no source.
  const { title: _title, summary: _summary, narrative: _narrative, lesson: _lesson, gallery, ...data } = scenario;
  return { ...data, gallery: gallery ? { fixKnobs: gallery.fixKnobs, fixScenarioId: gallery.fixScenarioId } : undefined };
}

/**
 * Numbers a story may write as they are, because no run produces them: they are given. A knob's value
 * (`recursionLimit` 25), a number in the scenario's own data (order 9821, a confidence of 0.35 in a
 * script), a guard limit (seed 003's 400-character reports, the 10 s timeout), a figure the LangChain docs
 * publish (quoted beside the measured one). Anything else a story
 * writes must be a `{placeholder}` filled from the run.
 */
export function givenNumbers(scenario: Scenario, knobs: Knobs): Set<string> {
  const limits = Object.values(GUARD_LIMITS).flatMap((value) => [value, value / 1000]);
  // The docs' published figures, quoted beside the measured ones ("not the docs' 3", "9K to 15K").
  const docs = numbersIn(JSON.stringify(DOCS_FIGURES)).flatMap((value) => [value, String(Number(value) / 1000)]);
  return new Set([
    ...numbersIn(JSON.stringify(scenarioData(scenario))),
    ...numbersIn(JSON.stringify(knobs)),
    ...limits.map(String),
    ...docs,
  ]);
}

/** A seed article, or a section of one, named in prose: `seed 003`, `Seed 000's`, `种子 001`, `第 003 篇`, `第 2.2 节`, `§10`, `§2.2`. */
export const SOURCE_REFERENCE = /(?:seed|Seed|种子)\s*\d{3}|第\s*\d{3}\s*篇|第\s*\d+(?:\.\d+)*\s*节|§\s*\d+(?:\.\d+)*/g;
