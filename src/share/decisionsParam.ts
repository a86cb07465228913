import { z } from "zod";
import { humanDecisionSchema, type HumanDecision } from "../engine/hitl/humanRequest";
import { parseUntrustedJson } from "./safeJson";

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
export function readDecisionsParam(raw: string): { ok: true; value: HumanDecision[] } | { ok: false; message: string } {
  const json = parseUntrustedJson(raw, "list of decisions in the link", MAX_PARAM_CHARS);
  if (!json.ok) return json;
  const list = z.array(compactSchema).max(MAX_LINK_DECISIONS).safeParse(json.value);
  if (!list.success) return { ok: false, message: `The decisions in the link are not a list of at most ${MAX_LINK_DECISIONS} approve, reject or edit entries; they were ignored.` };
  const decisions = z.array(humanDecisionSchema).safeParse(list.data.map(expand));
  if (!decisions.success) return { ok: false, message: "An edit in the link's decisions has arguments that are not short texts, numbers or true/false; the decisions were ignored." };
  return { ok: true, value: decisions.data };
}
