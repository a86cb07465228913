import type { HumanDecision } from "../engine/hitl/humanRequest";

/** Most decisions a link carries; far more interrupts than any scenario asks. */
export const MAX_LINK_DECISIONS = 50;

/**
 * One decision in a link, kept short: `"a"` approve, `"r"` reject (with its reason as `["r", reason]`),
 * an object is an edit with those arguments. Read back (and checked) by `readDecisionsParam` in `./linkSchemas`.
 */
export type CompactDecision = "a" | "r" | ["r", string] | Record<string, unknown>;

function compact(decision: HumanDecision): CompactDecision {
  if (decision.type === "approve") return "a";
  if (decision.type === "reject") return decision.reason ? ["r", decision.reason] : "r";
  return decision.args;
}

/** A compact decision as a decision, still to be checked. */
export function expandDecision(item: CompactDecision): unknown {
  if (item === "a") return { type: "approve" };
  if (item === "r") return { type: "reject" };
  if (Array.isArray(item)) return { type: "reject", reason: item[1] };
  return { type: "edit", args: item };
}

/** The `d` parameter's text for a list of decisions (JSON of the compact form). */
export function writeDecisionsParam(decisions: readonly HumanDecision[]): string {
  return JSON.stringify(decisions.map(compact));
}
