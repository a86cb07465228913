import type { StructuredToolInterface } from "@langchain/core/tools";
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { Knobs, TopologyId } from "../knobs";
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
  /** State key holding the active agent (swarm), if any. */
  activeAgentKey?: string;
  /** Other state keys worth recording per step (e.g. `dispatch_history`). */
  extraStateKeys?: string[];
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

/** One topology: a builder on the real runtime. */
export interface Topology {
  id: TopologyId;
  title: string;
  /** One line for the topology picker. */
  summary: string;
  build(ctx: BuildContext): BuiltTopology | Promise<BuiltTopology>;
}
