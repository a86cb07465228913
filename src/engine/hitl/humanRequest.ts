import { z } from "zod";

// Plain data and zod only: the page reads these (links, the interrupt card), so nothing here may load LangGraph.

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

/** The arguments an action runs with after a decision: edits apply only to editable names. */
export function decidedArgs(request: HumanRequest, decision: HumanDecision): Record<string, unknown> {
  if (decision.type !== "edit") return request.args;
  const edits = Object.entries(decision.args).filter(([name]) => request.editable.includes(name));
  return { ...request.args, ...Object.fromEntries(edits) };
}
