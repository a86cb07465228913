import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { KnobName, Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Locale } from "../engine/localizedText";
import type { Scenario } from "../engine/scenarios/types";
import type { ModelChoice } from "../engine/cost/prices";

/** The link format this build writes. Links of every released version must keep decoding the same way. */
export const LINK_VERSION = 1;

/** Which scenario a link opens: a built-in one by id, or a whole custom scenario. */
export type LinkScenario = { id: string } | { custom: Scenario };

/** The panels a link opens or closes: the app's `PanelId`s. */
export const LINK_PANELS = ["sweep", "narrative", "dropped", "docsTable", "growth"] as const;

/** A panel a link can open or close. */
export type PanelId = (typeof LINK_PANELS)[number];

/** Panel ids earlier links carried for panels that are now always shown; still read, and without effect. */
export const RETIRED_PANELS: readonly string[] = ["knobs", "history", "chart", "modelInput"];

/** How much of the graph the diagram draws: every node, or the agents and the routing between them. */
export type DiagramDetail = "full" | "agents";

/**
 * Which agent groups the diagram folds: `undefined` until the user chooses (the graph's size decides),
 * every group, none, or the listed group ids.
 */
export type GroupFolding = undefined | "all" | "none" | readonly string[];

/** What is open besides the diagram: panel ids and the model call picked for "what the model saw". */
export interface LinkView {
  /** Open panels, when they differ from the app's default set. */
  panels?: string[];
  /** The `seq` of the selected model call. */
  call?: number;
  /** The language the sender was reading; without it the reader's own choice (or browser) decides. */
  lang?: Locale;
  /** The diagram's level of detail, when not the full graph. */
  detail?: DiagramDetail;
  /** The diagram's folded groups, once the user chose. */
  folding?: GroupFolding;
  /** Alike agents (`worker_01` … `worker_24`) drawn one by one, not folded into one "worker ×24" node. */
  expanded?: boolean;
  /** The diagram's nodes shaded by the input tokens of their latest model calls. */
  heat?: boolean;
  /** The presenter layout: big figures, the diagram and the history as the two stars, the rest folded. */
  present?: boolean;
  /** The chrome-less view for an iframe: diagram, player and figures, with a link back to the full app. */
  embed?: boolean;
}

/**
 * Everything a share link holds. `knobs` holds only knobs that differ from the scenario's own
 * defaults (the caller decides what "differs" means; the codec writes what it is given).
 */
export interface LinkState {
  v: typeof LINK_VERSION;
  scenario: LinkScenario;
  knobs: Partial<Knobs>;
  /** The playhead: index of the step the trace is stopped at. */
  step: number;
  /** Answers to the run's interrupts, in order; without them the run waits at its first interrupt. */
  decisions?: HumanDecision[];
  /** Time travel: the run forks at this step with this agent's next reply changed. */
  fork?: ForkRequest;
  /** Compare mode's setting B, as knobs that differ from the scenario's own; absent when compare mode is off. */
  compare?: Partial<Knobs>;
  /** Which model each agent runs on, for the cost figures; absent when it is the default (prices stay the reader's own). */
  models?: ModelChoice;
  /** The built-in scenario B plays when it is not A's (an error scenario's fixed twin); `compare` is relative to it. */
  compareScenario?: string;
  /** The lesson step on screen, from 1 (as the player shows "step k / n"); absent when no lesson is followed. */
  lesson?: number;
  /** Knobs the knobs panel does not show (TensorFlow Playground's `_hide`, for exercises). */
  hide?: KnobName[];
  view: LinkView;
}

/** Whether a link scenario is a custom one. */
export function isCustom(scenario: LinkScenario): scenario is { custom: Scenario } {
  return "custom" in scenario;
}
