import type { Locale } from "../localizedText";
import type { TokenCounter } from "../trace/metrics";
import type { Trace } from "../trace/types";
import { isFigureName, readFigure, type FigureValue } from "./figures";

/**
 * A figure in a story's text: `{messages}`, `{calls.supervisor}`, `{messages@full}` (the run of the
 * scenario's story setting `full`), `{inputTokens@skills~100}` (rounded to hundreds, for "about 6,300").
 */
const PLACEHOLDER = /\{([a-zA-Z]+)((?:\.[\w-]+)*)(?:@([\w-]+))?(?:~(\d+))?\}/g;

/** One placeholder, as written. */
export interface Placeholder {
  /** The whole `{...}` text. */
  source: string;
  figure: string;
  args: string[];
  /** A name in the scenario's `storySettings`; undefined for the run on screen. */
  setting?: string;
  /** Round to a multiple of this. */
  roundTo?: number;
}

/** A filled text, in parts: written words, and figures filled from a run (`value` undefined while the run is not there). */
export type StoryPart = { text: string } | { figure: Placeholder; value?: string };

/** The runs a text's figures are read from: the one on screen, and the story settings' runs. */
export interface StoryRuns {
  current?: Trace;
  /** A story setting's run, once it is there. */
  setting(name: string): Trace | undefined;
  /** A tokenizer for the runs' texts, once it is ready (`inputTokens`). */
  countTokens?: TokenCounter;
}

/** Every placeholder of a text, in order. */
export function placeholdersOf(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map(([source, figure, args, setting, roundTo]) => ({
    source,
    figure,
    args: args ? args.slice(1).split(".") : [],
    ...(setting ? { setting } : {}),
    ...(roundTo ? { roundTo: Number(roundTo) } : {}),
  }));
}

// One formatter for every figure: `toLocaleString` builds a new one per call, which a story with a
// dozen figures pays on every run that arrives.
const EN_US = new Intl.NumberFormat("en-US");

function formatNumber(value: number, roundTo: number | undefined): string {
  return EN_US.format(roundTo ? Math.round(value / roundTo) * roundTo : value);
}

/** A list as each language writes one: "2, 9 and 16", "2、9 和 16". */
function formatList(values: readonly string[], locale: Locale): string {
  if (values.length < 2) return values.join("");
  const head = values.slice(0, -1).join(locale === "zh" ? "、" : ", ");
  return locale === "zh" ? `${head} 和 ${values.at(-1)}` : `${head} and ${values.at(-1)}`;
}

function formatFigure(value: FigureValue, placeholder: Placeholder, locale: Locale): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") return formatNumber(value, placeholder.roundTo);
  return formatList(value.map((v) => formatNumber(v, placeholder.roundTo)), locale);
}

/** A placeholder's figure on its run, written for `locale`; undefined while its run (or tokenizer) is not there. */
export function fillPlaceholder(placeholder: Placeholder, runs: StoryRuns, locale: Locale): string | undefined {
  const trace = placeholder.setting === undefined ? runs.current : runs.setting(placeholder.setting);
  if (!trace || !isFigureName(placeholder.figure)) return undefined;
  return formatFigure(readFigure(placeholder.figure, trace, placeholder.args, runs.countTokens), placeholder, locale);
}

/** A text with its figures filled from the runs, in parts (the narrative test reads the written parts alone). */
export function fillStory(text: string, runs: StoryRuns, locale: Locale): StoryPart[] {
  const parts: StoryPart[] = [];
  let at = 0;
  for (const placeholder of placeholdersOf(text)) {
    const start = text.indexOf(placeholder.source, at);
    if (start > at) parts.push({ text: text.slice(at, start) });
    const value = fillPlaceholder(placeholder, runs, locale);
    parts.push(value === undefined ? { figure: placeholder } : { figure: placeholder, value });
    at = start + placeholder.source.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The parts joined; a figure whose run is not there yet shows as `…`. */
export function storyText(parts: readonly StoryPart[]): string {
  return parts.map((part) => ("text" in part ? part.text : (part.value ?? "…"))).join("");
}

/** The story settings a text's figures read from. */
export function settingsOf(text: string): string[] {
  return [...new Set(placeholdersOf(text).flatMap((p) => (p.setting === undefined ? [] : [p.setting])))];
}
