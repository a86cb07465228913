import type { RunnableConfig } from "@langchain/core/runnables";
import { interrupt } from "@langchain/langgraph";
import { z } from "zod";

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

/** The schema of a {@link HumanDecision}, for decisions that arrive from outside (a share link). */
export const humanDecisionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("approve") }),
  z.object({ type: z.literal("reject"), reason: z.string().max(500).optional() }),
  z.object({ type: z.literal("edit"), args: z.record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean()])) }),
]);

/** A human's answer to a {@link HumanRequest}: the value passed as `new Command({ resume })`. */
export type HumanDecision = z.infer<typeof humanDecisionSchema>;

/** The request an interrupt step carries, if its value is one (the engine's gates ask with these). */
export function asHumanRequest(value: unknown): HumanRequest | undefined {
  const parsed = z.object({ action: z.string(), args: z.record(z.string(), z.unknown()), editable: z.array(z.string()) }).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Pauses the running graph until a human decides, and returns the decision once the graph is
 * resumed with `new Command({ resume: decision })`.
 *
 * `config` is the one the calling node or tool received. It is passed to `interrupt` explicitly
 * because the browser build of LangGraph has no AsyncLocalStorage to find the running task from
 * (see README, "Why the patches"); in Node the result is the same either way.
 */
export function askHuman(request: HumanRequest, config: RunnableConfig): HumanDecision {
  return interrupt<HumanRequest, HumanDecision>(request, { config });
}

/** The arguments an action runs with after a decision: edits apply only to editable names. */
export function decidedArgs(request: HumanRequest, decision: HumanDecision): Record<string, unknown> {
  if (decision.type !== "edit") return request.args;
  const edits = Object.entries(decision.args).filter(([name]) => request.editable.includes(name));
  return { ...request.args, ...Object.fromEntries(edits) };
}
