import type { StructuredToolInterface } from "@langchain/core/tools";
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { KnobName, Knobs, TopologyId } from "../knobs";
import type { DocsPattern, DocsPointed } from "../docsTable/docsFigures";
import type { LocalizedText } from "../localizedText";
import type { ScriptedChatModel } from "../model/scriptedChatModel";
import type { Scenario } from "../scenarios/types";

/** What a topology builder gets: the scenario, the knobs, and factories bound to this run. */
export interface BuildContext {
  scenario: Scenario;
  knobs: Knobs;
  /** The scripted model for an agent (router or worker), recording into this run's recorder. */
  modelFor(agent: string): ScriptedChatModel;
  /** The scenario tools an agent may call, as real LangChain tools. */
  toolsFor(agent: string): StructuredToolInterface[];
  checkpointer: BaseCheckpointSaver;
}

/**
 * Anything with the compiled-graph surface the runner uses. Kept structural because the libraries'
 * compiled graphs carry very different generic parameters.
 */
export interface RunnableGraph {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  stream(input: any, options: any): Promise<AsyncIterable<any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  getGraphAsync(config?: any): Promise<any>;
  /** The checkpointed state of a thread; it throws when the graph has no checkpointer. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  getState(config: any): Promise<{ next: readonly string[] }>;
  /** The thread's saved checkpoints, newest first (time travel); absent where a graph has none. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  getStateHistory?(config: any): AsyncIterable<{ config: { configurable?: Record<string, unknown> } }>;
}

/**
 * A compiled graph the topology runs outside its own graph's nodes (an agent invoked from a tool,
 * say), drawn under a group node `id` so the diagram shows its inner nodes too.
 */
export interface AttachedGraph {
  /** Group node id; also the namespace segment its inner steps carry (see `namespaceLabels`). */
  id: string;
  graph: RunnableGraph;
  /** The node of the main graph that invokes it; drawn as an edge into and out of the group. */
  via?: string;
  /** Label of the edge from `via` (e.g. the tool's name). */
  label?: string;
}

/** A built topology: the compiled graph, and how to read it. */
export interface BuiltTopology {
  graph: RunnableGraph;
  /** The router agent's name, if the topology has one. */
  router?: string;
  /** Graphs invoked from inside nodes (subagents), merged into the diagram as groups. */
  attachedGraphs?: AttachedGraph[];
  /**
   * Raw namespace segment (`tools:<task id>`) -> the name to record instead, filled while the run
   * goes, for segments where the node name alone would not say which agent ran (subagents).
   */
  namespaceLabels?: ReadonlyMap<string, string>;
  /** Builds the input for one user turn; defaults to `{ messages: [human] }`. */
  inputFor?(turn: number, text: string): Record<string, unknown>;
}

/**
 * Whether a topology's API is the one to learn today: `current` (what LangChain recommends now),
 * `legacy` (still published, no longer actively maintained: `createSupervisor`, `createSwarm`,
 * agents made with `createReactAgent`), or `hand-written` (a graph of our own on the core runtime).
 */
export type ApiStatus = "current" | "legacy" | "hand-written";

/** The API a topology is built on. */
export interface TopologyApi {
  status: ApiStatus;
  /** The library calls it is built from, as the code names them (shown beside the status). */
  uses: readonly string[];
}

/** A family of tool names: `<prefix><agent>` for each agent. */
export interface ToolFamily {
  prefix: string;
}

/**
 * How `@langchain/langgraph-supervisor` and `@langchain/langgraph-swarm` name a handoff tool
 * (`createHandoffTool`): `transfer_to_<agent>`. The hand-rolled supervisors keep the same names, so a
 * scenario scripts one name for all of them.
 */
export const LIBRARY_HANDOFF: ToolFamily = { prefix: "transfer_to_" };

/**
 * How a topology's scripts must spell the tools that hand work on. Scenario validation and the
 * editor's suggestions derive from this; the graph builders read the same row, so the two cannot drift.
 */
export interface HandoffNaming {
  /**
   * The router's tools: `<prefix><agent>` per agent, plus `single` (one tool that takes the agent as
   * an argument) where the topology has one. Absent where the router speaks another protocol (JSON
   * dispatch, routing decisions, teams): its builder is the judge.
   */
  router?: ToolFamily & { single?: string };
  /** Tools a worker calls to hand control to another agent (swarm). */
  workers?: ToolFamily;
  /** Tools a team lead calls to reach one of its members (hierarchical). */
  leads?: ToolFamily;
}

/** The state panel's dedicated views (the UI draws them); keys without one are listed as JSON. */
export type StateView = "dispatch" | "router" | "todos-files";

/** What a topology records per step beyond `messages`, and how the state panel shows it. */
export interface TopologyState {
  /** The state key naming the agent in control (swarm); recorded as each step's `activeAgent`. */
  activeAgent?: string;
  /** Other keys recorded per step (`step.extra`). */
  keys: readonly string[];
  /** The view that shows `keys`; without one each key is listed as plain JSON. */
  view?: StateView;
  /**
   * Keys whose updates merge into the value by entry (a dict reducer: an entry replaces the one of its
   * name, `null` deletes it) instead of replacing it, as deepagents' `files` does.
   */
  merged?: readonly string[];
  /**
   * Fields the recorder leaves out of each entry of a merged key: wall-clock stamps a library writes
   * (`created_at`), which would make two runs of one link differ.
   */
  unstamped?: readonly string[];
}

/**
 * Which of seed 003's guard families a topology's graph keeps: `centre`, the supervisor's gates
 * (worker reports, re-dispatch budget, per-tool breaker, approval) watched at the centre; `peers`, the
 * swarm's handoff guards (hop limit, ping-pong, tool allow-list, trimmed payload). It decides which
 * ledgers the trace holds, which board the run shows and which guard checks apply.
 */
export type GuardFamily = "centre" | "peers";

/**
 * Everything about one topology, in one row: what the UI says about it, which API it teaches, how its
 * handoff tools are named, which knobs keep everything, what state it records, and how it is built.
 */
export interface TopologyDescriptor<Id extends string = TopologyId> {
  id: Id;
  /** The name shown in the topology picker and the diagram header. */
  title: LocalizedText;
  /** One line: what the topology is, on which library. */
  summary: LocalizedText;
  api: TopologyApi;
  handoff: HandoffNaming;
  /**
   * The knobs its graph reads beyond those every topology reads (`KnobMeta.everyTopology`), in any
   * order: the knobs panel, the sweep and the code writers read them from here.
   */
  knobs: readonly KnobName[];
  /**
   * Tools the library gives every worker on this topology beyond its scenario tools (deepagents' file
   * tools): a worker's script may call them where the scenario plays this topology.
   */
  workerTools?: readonly string[];
  /** The guards its graph keeps, for the guarded topologies; absent for the rest. */
  guards?: GuardFamily;
  /**
   * `false` where the router the trace names is no centre (a coordinator that only routes the first
   * message), so the centre's checks do not apply; absent: a router, where there is one, is the centre.
   */
  centre?: false;
  /**
   * The LangChain docs' multi-agent pattern it builds (or what the docs page points to beyond its
   * patterns, `DOCS_POINTED`), for the docs table, and the knobs of the docs' stateful variant of it
   * (a router wrapped as a tool) where the table shows one.
   */
  docs?: { pattern: DocsPattern | DocsPointed; stateful?: Partial<Omit<Knobs, "topology">> };
  /**
   * The knob values that keep everything in the shared history; "Show what was dropped" compares the
   * current run with a run at these (`{}`: the defaults already keep everything).
   */
  keepEverything: Partial<Omit<Knobs, "topology">>;
  state: TopologyState;
  /**
   * Builds the graph. It loads its code from `graphs/` only when called, so the page, which reads the
   * descriptors, never loads the LangGraph libraries (they run in the engine worker).
   */
  build(ctx: BuildContext): Promise<BuiltTopology>;
}

/** A graph module under `graphs/`: what a descriptor's `build` loads. */
export interface GraphModule {
  build(ctx: BuildContext): BuiltTopology | Promise<BuiltTopology>;
}

/** A descriptor's `build`: loads the graph module, then builds with it. */
export function lazyBuild(load: () => Promise<GraphModule>): TopologyDescriptor["build"] {
  return async (ctx) => (await load()).build(ctx);
}
