import type { RunnableConfig } from "@langchain/core/runnables";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { askHuman } from "./askHuman";
import { decidedArgs, type HumanRequest } from "./humanRequest";

/** Options for {@link approvalGate}. */
export interface ApprovalGateOptions {
  /** Argument names the human may change before approving (e.g. `["amount"]`). */
  editable?: string[];
}

/** The tool result when a human rejects the action; the agent reads it like any tool result. */
export function rejectionText(action: string, reason?: string): string {
  return `Rejected by a human: ${action} did not run.${reason ? ` Reason: ${reason}` : ""}`;
}

/**
 * Puts a human gate in front of a tool: the returned tool has the same name, description and schema,
 * but when called it first pauses the graph with a {@link HumanRequest} and runs the wrapped tool only
 * after an approve (with the edited arguments after an edit). A reject returns {@link rejectionText}
 * instead, so the agent learns the action did not happen.
 *
 * Wiring it (seed 003's "approve before the refund worker runs"):
 * - wrap the high-risk tool where the agent's tools are made: `tools: [approvalGate(refundTool, { editable: ["amount"] })]`;
 * - the graph that runs it needs a checkpointer (the outermost graph's, see the `interrupt-rules` scenario) and a `thread_id`;
 * - resume with `graph.invoke(new Command({ resume: { type: "approve" } }), sameConfig)` (or `reject` / `edit` with `args`).
 * To gate a graph node instead of a tool (a supervisor about to dispatch the refund worker), call
 * `askHuman(request, config)` at the top of that node with the node's own `config`.
 */
export function approvalGate(inner: StructuredToolInterface, options: ApprovalGateOptions = {}): StructuredToolInterface {
  const editable = options.editable ?? [];
  return tool(
    async (args: Record<string, unknown>, config: RunnableConfig) => {
      const request: HumanRequest = { action: inner.name, args, editable };
      const decision = askHuman(request, config);
      if (decision.type === "reject") return rejectionText(inner.name, decision.reason);
      // Without its tool call the inner tool returns plain content, which this tool then wraps.
      return inner.invoke(decidedArgs(request, decision), { ...config, toolCall: undefined });
    },
    { name: inner.name, description: inner.description, schema: inner.schema },
  );
}
