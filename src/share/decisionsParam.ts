import { z } from "zod/mini";
import type { HumanDecision } from "../engine/hitl/humanRequest";
import { humanDecisionSchema } from "../engine/hitl/humanSchemas";
import { message } from "./messages";
import { parseUntrustedJson, type SafeResult } from "./safeJson";

/** Most decisions a link carries; far more interrupts than any scenario asks. */
export const MAX_LINK_DECISIONS = 50;
const MAX_PARAM_CHARS = 4_000;

/**
 * One decision in a link, kept short: `"a"` approve, `"r"` reject (with its reason as `["r", reason]`),
 * an object is an edit with those arguments.
 */
const compactSchema = z.union([z.literal("a"), z.literal("r"), z.tuple([z.literal("r"), z.string()]), z.record(z.string(), z.unknown())]);

function compact(decision: HumanDecision): z.infer<typeof compactSchema> {
  if (decision.type === "approve") return "a";
  if (decision.type === "reject") return decision.reason ? ["r", decision.reason] : "r";
  return decision.args;
}

function expand(item: z.infer<typeof compactSchema>): unknown {
  if (item === "a") return { type: "approve" };
  if (item === "r") return { type: "reject" };
  if (Array.isArray(item)) return { type: "reject", reason: item[1] };
  return { type: "edit", args: item };
}

/** The `d` parameter's text for a list of decisions (JSON of the compact form). */
export function writeDecisionsParam(decisions: readonly HumanDecision[]): string {
  return JSON.stringify(decisions.map(compact));
}

/** Reads the `d` parameter back; any entry that is not a valid decision rejects the whole list. */
export function readDecisionsParam(raw: string): SafeResult<HumanDecision[]> {
  const json = parseUntrustedJson(raw, "subject.linkDecisions", MAX_PARAM_CHARS);
  if (!json.ok) return json;
  const list = z.array(compactSchema).check(z.maxLength(MAX_LINK_DECISIONS)).safeParse(json.value);
  if (!list.success) return { ok: false, message: message("link.badDecisions", { max: MAX_LINK_DECISIONS }) };
  const decisions = z.array(humanDecisionSchema).safeParse(list.data.map(expand));
  if (!decisions.success) return { ok: false, message: message("link.badDecisionEdit") };
  return { ok: true, value: decisions.data };
}
