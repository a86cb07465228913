import type { HumanDecision } from "../engine/hitl/humanRequest";
import { KNOBS, type KnobName, type Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Locale } from "../engine/localizedText";
import { findScenario } from "../engine/scenarios/builtIns";
import type { Scenario } from "../engine/scenarios/types";
import { LINK_VERSION, type DiagramDetail, type GroupFolding, type LinkState } from "../share/linkState";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { DEFAULT_PANELS, type PanelId } from "./viewSlice";
import type { ModelChoice } from "../engine/cost/prices";
import { isDefaultModelChoice } from "../share/modelsParam";
import { encodeLink } from "../share/linkCodec";

/** The parts of the app state a share link captures. */
export interface LinkedAppState {
  scenario: Scenario;
  knobs: Knobs;
  step: number;
  decisions?: HumanDecision[];
  fork?: ForkRequest;
  panels: Record<PanelId, boolean>;
  selectedCall?: number;
  locale: Locale;
  compareKnobs?: Knobs;
  /** The cost setup; its model per agent goes into the link when it is not the default. */
  cost?: { models: ModelChoice };
  compareScenario?: Scenario;
  /** The lesson step on screen, from 0. */
  lessonStep?: number;
  hiddenKnobs?: readonly KnobName[];
  folding?: GroupFolding;
  diagramDetail?: DiagramDetail;
  alikeExpanded?: boolean;
  diagramHeat?: boolean;
  presenter?: boolean;
  embed?: boolean;
}

/** A scenario is linked by id only when it is the built-in object itself, not an edited copy. */
export function isBuiltIn(scenario: Scenario): boolean {
  return findScenario(scenario.id) === scenario;
}

/** Open panels, in a fixed order, or `undefined` when they are the app's defaults. */
function panelsOf(panels: Record<PanelId, boolean>): string[] | undefined {
  const ids = Object.keys(DEFAULT_PANELS) as PanelId[];
  if (ids.every((id) => panels[id] === DEFAULT_PANELS[id])) return undefined;
  return ids.filter((id) => panels[id]);
}

/**
 * The link state of the app: knobs only where they differ from what the scenario opens with, the
 * playhead, the panels when they differ from the defaults, the model per agent when it is not the
 * default, and the language.
 */
export function linkStateOf(app: LinkedAppState): LinkState {
  const base = scenarioKnobs(app.scenario);
  const knobs = linkedKnobs(app.knobs, base);
  const panels = panelsOf(app.panels);
  return {
    v: LINK_VERSION,
    scenario: isBuiltIn(app.scenario) ? { id: app.scenario.id } : { custom: app.scenario },
    knobs,
    step: app.step,
    ...(app.decisions?.length ? { decisions: app.decisions } : {}),
    ...(app.fork ? { fork: app.fork } : {}),
    ...(app.compareKnobs ? { compare: linkedKnobs(app.compareKnobs, app.compareScenario ? scenarioKnobs(app.compareScenario) : base) } : {}),
    ...(app.compareKnobs && app.compareScenario && isBuiltIn(app.compareScenario) ? { compareScenario: app.compareScenario.id } : {}),
    ...(app.cost && !isDefaultModelChoice(app.cost.models) ? { models: app.cost.models } : {}),
    ...(app.lessonStep !== undefined ? { lesson: app.lessonStep + 1 } : {}),
    ...(app.hiddenKnobs?.length ? { hide: [...app.hiddenKnobs] } : {}),
    view: {
      ...(panels ? { panels } : {}),
      ...(app.selectedCall !== undefined ? { call: app.selectedCall } : {}),
      lang: app.locale,
      ...(app.diagramDetail === "agents" ? { detail: app.diagramDetail } : {}),
      ...(app.folding !== undefined ? { folding: app.folding } : {}),
      ...(app.alikeExpanded ? { expanded: true } : {}),
      ...(app.diagramHeat ? { heat: true } : {}),
      ...(app.presenter ? { present: true } : {}),
      ...(app.embed ? { embed: true } : {}),
    },
  };
}

/** The knobs a link carries for a setting: those that differ from the scenario's own. */
function linkedKnobs(knobs: Knobs, base: Knobs): Partial<Knobs> {
  const linked: Partial<Knobs> = {};
  for (const name of Object.keys(KNOBS) as KnobName[]) {
    if (knobs[name] !== base[name]) (linked as Record<string, unknown>)[name] = knobs[name];
  }
  return linked;
}

/** Panel flags from a link's panel list; unknown ids are ignored, missing lists keep the defaults. */
export function panelsFromLink(list: readonly string[] | undefined): Record<PanelId, boolean> {
  if (!list) return { ...DEFAULT_PANELS };
  const ids = Object.keys(DEFAULT_PANELS) as PanelId[];
  return Object.fromEntries(ids.map((id) => [id, list.includes(id)])) as Record<PanelId, boolean>;
}

/** Where a page is: the parts of `location` an address is made from. */
export interface PageAddress {
  origin: string;
  pathname: string;
  search: string;
}

/** The link a page's query carries (`?v=1&s=…`, read when the address has no hash), or "" when it carries none. */
export function linkInQuery(search: string): string {
  const query = search.replace(/^\?/, "");
  return /(^|&)v=/.test(query) ? query : "";
}

/**
 * The address that opens `link` on this page: the page's path, its query unless the query itself
 * carries a link (which the hash replaces), and the link as the hash.
 */
export function addressOf(link: string, page: PageAddress): string {
  const search = linkInQuery(page.search) ? "" : page.search;
  return `${page.origin}${page.pathname}${search}#${link}`;
}

/**
 * The share link of what is on screen now, as an address (Copy link copies it). The address bar holds
 * the same link but writes it only once the page is idle, so reading it right after a change (a step
 * scrubbed to) would give the one before. While a link still opens (its playhead waits for its run),
 * the address bar's own link is the one to share.
 */
export function shareAddress(state: LinkedAppState & { pendingLinkView?: unknown }, page: PageAddress & { href: string }): string {
  const encoded = state.pendingLinkView ? undefined : encodeLink(linkStateOf(state));
  return encoded?.ok ? addressOf(encoded.link, page) : page.href;
}
