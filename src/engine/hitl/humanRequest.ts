// Plain data only: the page and the graphs read these, so nothing here may load LangGraph or zod.

/**
 * What a graph asks a human before it acts: the action (usually a tool name), the arguments it is
 * about to use, and which of them the human may change. This is the interrupt's value, so it is
 * what `result.__interrupt__[i].value` and the trace's interrupt step carry.
 */
export interface HumanRequest {
  /** The action waiting for a decision, e.g. `approve_refund`. */
  action: string;
  /** The arguments the action would run with. */
  args: Record<string, unknown>;
  /** Argument names a human may edit before approving; none means approve or reject only. */
  editable: string[];
}

/**
 * A human's answer to a {@link HumanRequest}: the value passed as `new Command({ resume })`. Its schema,
 * for decisions that arrive from outside (a share link), is `humanDecisionSchema` in `./humanSchemas`.
 */
export type HumanDecision =
  | { type: "approve" }
  | { type: "reject"; reason?: string }
  | { type: "edit"; args: Record<string, string | number | boolean> };

/** The arguments an action runs with after a decision: edits apply only to editable names. */
export function decidedArgs(request: HumanRequest, decision: HumanDecision): Record<string, unknown> {
  if (decision.type !== "edit") return request.args;
  const edits = Object.entries(decision.args).filter(([name]) => request.editable.includes(name));
  return { ...request.args, ...Object.fromEntries(edits) };
}
