import { localize, type Locale } from "../../engine/localizedText";
import type { TokenCounter } from "../../engine/trace/metrics";
import type { Scenario } from "../../engine/scenarios/types";
import type { Trace } from "../../engine/trace/types";
import { settingLabel } from "../compare/compareView";
import { translate, type TextKey, type TextParams } from "../i18n/catalog";
import { metricsView } from "../metrics/metricsView";
import { stepCaption } from "../player/stepCaption";

/** One headline figure of a slide: its name and its value, as the metrics bar shows them. */
export interface SlideFigure {
  label: string;
  /** A plain integer, as the app shows it (`metric-*`). */
  value: string;
}

/** The words around an exported diagram: what a slide needs besides the boxes. */
export interface SlideCaption {
  /** The scenario's title in the chosen language. */
  title: string;
  /** The topology and the knobs where the setting differs from the scenario's defaults. */
  setting: string;
  /** "Step 4 / 20 · coder ran · …": where the playhead is and what that step did. */
  step: string;
  figures: SlideFigure[];
  /** What the edge styles and the filled node mean. */
  legend: { fixed: string; conditional: string; active: string };
}

/** What {@link slideCaption} words. */
export interface SlideMoment {
  trace: Trace;
  /** The scenario as listed (a generated one before its knobs make it), whose defaults the setting is measured from. */
  scenario: Scenario;
  /** Playhead: index into `trace.steps`. */
  step: number;
  locale: Locale;
  /** The o200k_base counter for the trace's texts; without it the tokens figure is left out, never shown as 0. */
  tokens?: TokenCounter;
}

/** The caption of the diagram at a playhead, worded in `locale`, its figures the metrics bar's at that step. */
export function slideCaption({ trace, scenario, step, locale, tokens }: SlideMoment): SlideCaption {
  const t = (key: TextKey, params?: TextParams) => translate(locale, key, params);
  const at = Math.min(Math.max(step, 0), trace.steps.length - 1);
  const view = metricsView(trace, at, tokens);
  const figures: SlideFigure[] = [
    { label: t("metrics.messages"), value: String(view.messages) },
    { label: t("metrics.chars"), value: String(view.chars) },
    ...(view.tokens === undefined ? [] : [{ label: t("metrics.tokens"), value: String(view.tokens) }]),
    { label: t("metrics.llmCalls"), value: String(view.llmCalls) },
  ];
  const stepOf = t("player.stepOf", { step: trace.steps.length ? at + 1 : 0, total: trace.steps.length });
  const did = stepCaption(trace, at, t);
  return {
    title: localize(scenario.title, locale),
    setting: t("export.setting", { setting: settingLabel(scenario, trace.knobs) }),
    step: did ? `${stepOf} · ${did}` : stepOf,
    figures,
    legend: { fixed: t("flow.legendFixed"), conditional: t("flow.legendConditional"), active: t("flow.legendActive") },
  };
}
