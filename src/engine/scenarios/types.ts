import type { KnobName, Knobs, TopologyId } from "../knobs";
import type { LocalizedText } from "../localizedText";
import type { ScenarioGenerator } from "./generatorIds";

/**
 * A scenario's prose: built-in scenarios are written in every language, a user's scenario in the one
 * its author wrote. Inline `code` spans (backticks) mark library terms and quoted runtime messages.
 */
export type ScenarioText = string | LocalizedText;

/** A tool call a scripted reply asks for. */
export interface ScriptedToolCall {
  name: string;
  args?: Record<string, unknown>;
}

/** One scripted model reply: text, tool calls, or both. */
export interface ScriptedReply {
  content?: string;
  toolCalls?: ScriptedToolCall[];
  /**
   * The reply this call gives instead when the model is offered `tool`: a model takes the shortcut
   * a tool allows (seed 003's centre that "does a bit itself" once it holds the refund tool).
   */
  whenOffered?: { tool: string; reply: Omit<ScriptedReply, "whenOffered"> };
}

/** What one call of a scripted tool does, on the run's virtual clock (no real waiting). */
export interface ToolOutcome {
  /** The tool's answer; defaults to the tool's `result`. */
  result?: string;
  /** Virtual milliseconds the call takes; defaults to `GUARD_LIMITS.defaultLatencyMs`. */
  latencyMs?: number;
  /** The call fails: `timeout` never answers within the worker's timeout, `error` answers with an error. */
  fails?: "timeout" | "error";
}

/** A tool an agent can call; calling it returns the scripted result. */
export interface ScenarioTool {
  name: string;
  description: string;
  /** What the tool returns; `{name}` is replaced by the argument of that name, so a result can show what the tool received. */
  result: string;
  /** Per call, in call order (counted per tool across the run): call n gets `outcomes[n-1]`, later calls succeed. */
  outcomes?: ToolOutcome[];
  /**
   * A human must approve each call first (the engine's `approvalGate`); `editable` names the arguments
   * they may change. The guarded topologies treat such a tool as high-risk (seed 003 §2.3, §10): only on
   * the worker that owns it, and run only under the one-use permission an approval issues.
   */
  approval?: { editable: string[] };
}

/** A worker agent: its own prompt, tools and scripted model. */
export interface ScenarioAgent {
  name: string;
  description: string;
  prompt?: string;
  /** Names of {@link ScenarioTool}s this agent may call. */
  tools: string[];
  /** The agent's replies, in call order. */
  script: ScriptedReply[];
}

/**
 * A team under its own supervisor (the hierarchical topology). The lead's script lives in
 * `agentScripts.hierarchical[lead.name]`, so the runner's script lookup finds it unchanged.
 */
export interface ScenarioTeam {
  /** The team's graph name: the top supervisor hands off with `transfer_to_<name>`. */
  name: string;
  description: string;
  /** The team supervisor. */
  lead: { name: string; prompt?: string };
  /** Names of the {@link ScenarioAgent}s working under this lead. */
  members: string[];
}

/**
 * A deliberate mistake an error-gallery scenario makes in how its graph is built or called, for
 * the mistakes no knob can express (knobs only take valid values). The runner then builds the graph
 * with `buildWithFault` (`topologies/faults.ts`): the same library call the topology makes, with
 * this one thing wrong.
 */
export type ScenarioFault =
  /** `createSupervisor` gets this `outputMode`, which is not one of its two valid values. */
  | { kind: "invalid-output-mode"; outputMode: string }
  /** This worker is made with `createReactAgent` without a `name`. */
  | { kind: "unnamed-agent"; agent: string }
  /** This worker is made with `createReactAgent` under another agent's name. */
  | { kind: "duplicate-agent-name"; agent: string; name: string }
  /** `createSwarm` gets `MessagesAnnotation` (no `activeAgent` key) as its `stateSchema`. */
  | { kind: "state-without-active-agent" }
  /** `createSwarm` gets this `defaultActiveAgent`, which names no agent. */
  | { kind: "unknown-default-agent"; defaultActiveAgent: string }
  /** The first turn's input sets `activeAgent` to this name, which is no node of the graph. */
  | { kind: "active-agent-not-in-graph"; activeAgent: string }
  /** This swarm agent, handoff tools and all, is compiled and run on its own, outside `createSwarm`. */
  | { kind: "handoff-outside-graph"; agent: string };

/** Knob values a setting must have: per knob one value, or a list of which any will do. */
export type KnobCondition = { [K in KnobName]?: Knobs[K] | readonly Knobs[K][] };

/** A narrative paragraph that is true only of some settings (one topology, one knob value). */
export interface NarrativeParagraph {
  text: ScenarioText;
  /** Knob values the setting on screen must have for the paragraph to show. */
  when?: KnobCondition;
}

/**
 * Where a lesson step puts the playhead, resolved against the run it shows (so a knob that changes
 * the run does not break it): the `nth` step (from 1; default 1, or the last with `last`) that ran
 * `node` (a top-level node, or `ns:node` for a step inside a subgraph), of `kind`, in `turn` (from 1).
 * No mark at all means the run's last step.
 */
export interface LessonMark {
  node?: string;
  kind?: "input" | "node" | "interrupt" | "error";
  turn?: number;
  nth?: number;
  last?: boolean;
}

/** What a lesson step points at: a panel of the app, a knob in the knobs panel, or an agent's model call. */
export type LessonTarget =
  | { panel: "diagram" | "history" | "metrics" | "modelInput" | "checks" | "state" | "knobs" | "chart" | "player" }
  | { knob: KnobName }
  | { call: { agent: string; n: number } };

/** One step of a lesson: what it says, the setting it shows, where the playhead stands, what to look at. */
export interface LessonStep {
  /** What the step says; figures are `{placeholders}` filled from the run the step shows. */
  caption: ScenarioText;
  /** Knobs this step sets, over the scenario's own (a step without them shows the scenario's own setting). */
  knobs?: Partial<Knobs>;
  at?: LessonMark;
  look?: LessonTarget;
  /** "Predict the number before you reveal it": the question, and the answer as a figure placeholder (`{messages}`). */
  predict?: { question: ScenarioText; answer: string };
  /**
   * A compare preset: the step opens compare mode with B at these knobs (over the scenario's own) beside
   * A, the step's own setting. Moving on to a step without one closes the compare a step opened.
   */
  compare?: Partial<Knobs>;
}

/**
 * An error-gallery mistake as code: the TypeScript a user writes against the installed libraries,
 * with the mistake and with the fix. Each starts with the imports it calls, so a test can check
 * every name against the packages' type declarations.
 */
export interface GalleryCode {
  mistaken: string;
  fixed: string;
  /** What changed between the two, and why the library cares. */
  note: ScenarioText;
}

/**
 * A built-in or user-made scenario, as plain data. Each topology plays the same task with the same
 * worker scripts; the router (supervisor, coordinator, ...) gets the script that is its topology's
 * natural equivalent.
 */
export interface Scenario {
  id: string;
  title: ScenarioText;
  /** One paragraph: what this scenario shows. */
  summary: ScenarioText;
  /**
   * What to look at, which knob to flip, what it teaches: each paragraph true of the run. A paragraph
   * with `when` shows only on settings with those knob values; figures are `{placeholders}` filled
   * from the run (`engine/story`), never numbers typed in.
   */
  narrative?: (ScenarioText | NarrativeParagraph)[];
  /** Named settings whose runs a narrative or lesson quotes figures from (`{messages@full}`). */
  storySettings?: Record<string, Partial<Knobs>>;
  /** A guided walk through the scenario, step by step (`engine/lessons`). */
  lesson?: LessonStep[];
  /** The user's messages, one per turn, played on one thread. */
  userTurns: string[];
  router: {
    name: string;
    prompt?: string;
    /**
     * When router-fanout's workflow ends with a synthesis call: always (the docs' router tutorial), or
     * only with several answers to merge (their per-call breakdowns: one answer goes to the user as it is).
     */
    synthesizes?: "always" | "several-answers";
  };
  agents: ScenarioAgent[];
  tools: ScenarioTool[];
  /** The router's script, per topology that has a router. */
  routerScripts: Partial<Record<TopologyId, ScriptedReply[]>>;
  /**
   * A second flow of the same task, played with the `flow` knob at "batched": what replaces the
   * scenario's own router and scripts (the docs' scenarios: their drawn flows by default, every load
   * batched into one message here).
   */
  batchedFlow?: Partial<Pick<Scenario, "router" | "routerScripts" | "agentScripts">>;
  /** Per-topology replacements of worker scripts (a swarm worker hands off itself, for example). */
  agentScripts?: Partial<Record<TopologyId, Record<string, ScriptedReply[]>>>;
  /**
   * Tools each intent allows (seed 003 §3.3): the guarded swarm recomputes an agent's allow-list at
   * every handoff as its own tools intersected with the handoff's intent. The first agent's intent is
   * the first key.
   */
  intents?: Record<string, string[]>;
  /** Teams for the hierarchical topology: each lead supervises some of `agents`. */
  teams?: ScenarioTeam[];
  /** Topologies this scenario can be played on; the first is its default. */
  topologies: TopologyId[];
  /** Knob values this scenario opens with (the topology defaults to `topologies[0]`). */
  knobs?: Partial<Knobs>;
  /** The settings a comparison strip offers, in order (see `keySettings`); derived from the topologies when absent. */
  keySettings?: Partial<Knobs>[];
  /**
   * Made by a generator from knob values (the knobs whose `generator` names it): the run plays the
   * scenario the generator makes for its knobs, so a link carries only those numbers.
   */
  generator?: ScenarioGenerator;
  /** Error gallery: the mistake this scenario makes on purpose, where no knob can express it. */
  fault?: ScenarioFault;
  /** For error-gallery scenarios: why the runtime fails, and the one-click fix. */
  gallery?: {
    /** Where in the library the error comes from, and why. */
    why: ScenarioText;
    /** The fix, in one sentence. */
    fix: ScenarioText;
    /** Knob changes that apply the fix. */
    fixKnobs?: Partial<Knobs>;
    /** A scenario that is this one with the fix applied. */
    fixScenarioId?: string;
    /** The mistaken code beside the fixed code. */
    code?: GalleryCode;
  };
}
