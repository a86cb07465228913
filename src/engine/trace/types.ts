import type { CheckResult } from "../checks/verdict";
import type { Knobs } from "../knobs";
import type { ScriptedReply } from "../scenarios/types";
import type { BudgetOverrun } from "./budget";

/** The four message types the shared state can hold. */
export type MessageType = "human" | "ai" | "tool" | "system";

/** A tool call as recorded on an AI message. */
export interface TraceToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

/** A message, serialized. Ids are stable across runs of the same scenario and knobs. */
export interface TraceMessage {
  id: string;
  type: MessageType;
  /** The agent (or tool) name the runtime put on the message, if any. */
  name?: string;
  /** Always text: non-string content is JSON-stringified. */
  content: string;
  toolCalls?: TraceToolCall[];
  /** For tool messages: the id of the tool call this answers. */
  toolCallId?: string;
}

/** A model's answer as a provider bills it: its text and the tool calls it asked for. */
export interface ModelReply {
  content: string;
  toolCalls?: { name: string; args: Record<string, unknown> }[];
}

/**
 * A tool as the provider receives it with a call: name, description and JSON-schema parameters (what
 * OpenAI bills as function definitions on every call that offers the tool).
 */
export interface TraceToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One model call: which agent, its call number, and exactly the messages it received. */
export interface TraceModelCall {
  /** Position among all model calls of the run, from 0. */
  seq: number;
  agent: string;
  /** 1-based call number for this agent. */
  callNumber: number;
  /** The step whose node made this call. */
  step: number;
  input: TraceMessage[];
  /** Names of the tools the model was offered (bound) for this call, in bound order. */
  tools: string[];
  /**
   * The name of the error the model threw instead of replying (`ScriptExhaustedError`,
   * `ProviderRejectedError`), also when a tool caught it and the run went on.
   */
  error?: string;
  /** What the model answered: its text and tool calls (the output a provider bills); absent after an error. */
  reply?: ModelReply;
}

/** A node of the compiled graph, as `getGraphAsync({ xray })` reports it. */
export interface TraceGraphNode {
  id: string;
  /** The node's display name (the last segment of a nested id). */
  name: string;
  /** Id of the enclosing agent subgraph node, for inner nodes. */
  parent?: string;
}

/** An edge of the compiled graph. */
export interface TraceGraphEdge {
  source: string;
  target: string;
  conditional: boolean;
  label?: string;
}

/** The compiled graph's shape, for drawing the diagram. */
export interface TraceGraph {
  nodes: TraceGraphNode[];
  edges: TraceGraphEdge[];
}

/** The graph a run meant to build, drawn when the build itself failed (see `Trace.meant`). */
export interface MeantGraph {
  /** The compiled graph of the meant setting, as `readGraph` reads it. */
  graph: TraceGraph;
  /** Ids of top-level nodes the error or the mistake names (the node made without a name, say). */
  failing: string[];
}

/** What kind of step this is. */
export type TraceStepKind = "input" | "node" | "interrupt" | "error";

/** A pause for a human: what the graph asked, where it stopped, and the answer it was resumed with. */
export interface TraceInterrupt {
  /** The value passed to `interrupt()` (JSON-safe); for the engine's gates a `HumanRequest`. */
  value: unknown;
  /** `getState().next` at the pause; empty when the graph has no checkpointer to ask. */
  next: string[];
  /** The `Command({ resume })` value the run continued with; absent while the run waits. */
  resume?: unknown;
}

/** One step of a run. */
export interface TraceStep {
  index: number;
  /** The user turn this step belongs to, from 0. */
  turn: number;
  kind: TraceStepKind;
  /** Subgraph path of node names, outermost first; empty for top-level steps. */
  namespace: string[];
  /** The node that ran (`__start__` for a turn's input, `__error__` for an error). */
  node: string;
  /** Messages the node's update carried (for inner steps: added to that agent's own state). */
  update: string[];
  /** Messages this step added to the shared top-level `messages` state. */
  added: string[];
  /** The shared `messages` state after this step, as message ids. */
  state: string[];
  /** The active agent after this step, where the topology keeps one. */
  activeAgent?: string;
  /** Seq numbers of the model calls this step's node made. */
  modelCalls: number[];
  /** Other state keys the node updated (e.g. dispatch history), JSON-safe. */
  extra?: Record<string, unknown>;
  /** For `interrupt` steps: the question and its answer. */
  interrupt?: TraceInterrupt;
  error?: TraceError;
}

/** An error the runtime raised, as the user should read it. */
export interface TraceError {
  name: string;
  message: string;
  /** Set when the playground stopped the run for going over a work limit (`LIMITS.run`). */
  budget?: BudgetOverrun;
  /** `build`: the graph never compiled, so nothing ran and nothing was measured. */
  phase?: "build";
}

/** One user turn: where it starts and the top-level path it took. */
export interface TraceTurn {
  index: number;
  input: string;
  startStep: number;
  path: string[];
}

/** A complete, serializable record of one run. The UI only replays this. */
export interface Trace {
  scenarioId: string;
  knobs: Knobs;
  /** The name the topology gives its router (supervisor, coordinator, ...), if it has one. */
  router?: string;
  graph: TraceGraph;
  /** When the build failed: the graph the scenario meant, with the nodes the error names (`graph` is then empty). */
  meant?: MeantGraph;
  messages: Record<string, TraceMessage>;
  steps: TraceStep[];
  modelCalls: TraceModelCall[];
  /**
   * The definition of every tool any call was offered, by name, in order of first offer (a call's
   * `tools` names them). Absent on traces recorded before definitions were kept: they count no definitions.
   */
  toolDefinitions?: TraceToolDefinition[];
  turns: TraceTurn[];
  /** `paused`: the run waits at its last step, an interrupt no decision has answered yet. */
  outcome: { status: "completed" } | { status: "paused" } | { status: "error"; error: TraceError };
  /**
   * Set on a forked run: it went back to the checkpoint of `step` and re-ran from there with the
   * agent's call `callNumber` answered by `reply`. Steps after `step` are the fork's.
   */
  fork?: { step: number; agent: string; callNumber: number; reply: ScriptedReply };
  /** The scenario's high-risk tools (seed 003): what the centre's tool list must never hold. */
  highRiskTools?: string[];
  /** Every check of the checks table, evaluated on this trace (see `engine/checks`). */
  checks: CheckResult[];
}

/** Every `Trace["outcome"]["status"]`, for checking traces that arrive from elsewhere (the worker's messages). */
export const OUTCOME_STATUSES = ["completed", "paused", "error"] as const satisfies readonly Trace["outcome"]["status"][];
