import type { Edge, Node } from "@xyflow/react";
import type { FlowNodeKind } from "./flowModel";
import type { Point } from "./geometry";

/** What an agent's node shows it read at the playhead (see `NodeContext`). */
export interface ShownContext {
  calls: number;
  inputMessages: number;
  /** Input tokens of the latest calls, once the tokenizer has counted them. */
  inputTokens?: number;
}

/** What a diagram node shows. Decorations (active, calls, context) change with the playhead. */
export type FlowNodeData = {
  name: string;
  kind: FlowNodeKind;
  /** Inner node of a group (drawn smaller for START/END). */
  inner: boolean;
  collapsed: boolean;
  /** A group the user can fold or unfold (the agents-only view keeps agents folded), or an aggregate to unfold. */
  foldable: boolean;
  /** For a node standing for alike agents ("worker ×24"): how many. */
  aggregate?: number;
  active: boolean;
  /** Model calls made on this node (or inside this group) up to the playhead. */
  calls: number;
  /** Whether the node has run at all up to the playhead. */
  visited: boolean;
  /** In the graph a failed build meant: a node the error names. */
  failing: boolean;
  /** Model calls on it (or inside it) so far, and what each agent's latest call read. */
  context?: ShownContext;
  /** With the input-token heat on: its shade (an index into `HEAT_SHADES`). */
  heat?: number;
};

export type FlowNode = Node<FlowNodeData, "agentGroup" | "step" | "terminal">;

/** A token ride along an edge for the transition being played. */
export interface TokenRide {
  /** Changes per transition, so the same edge replays its token on the next one. */
  key: string;
  delay: number;
  duration: number;
}

export type FlowEdgeData = {
  conditional: boolean;
  /** The edge's polyline from the layout, in diagram coordinates. */
  route?: Point[];
  /** The compiled graph's edge label (e.g. the tool that routes along it), if any. */
  label?: string;
  /** Where the label shown now (the edge's own, or the hand-over tool's) sits: clear of every node. */
  labelAt?: Point;
  /** Part of the transition into the current step. */
  onPath: boolean;
  /** The tool that caused the hand-over along this edge, at this step. */
  handoffTool?: string;
  token?: TokenRide;
};

export type FlowEdge = Edge<FlowEdgeData, "token">;
