// The link's checks of untrusted JSON (a custom scenario, decisions, a fork), with zod. The page loads
// them only for a link that carries such a value (`linkNeedsSchemas` in `./linkCodec`), so a link to a
// built-in scenario and its knobs opens without zod.
import { z } from "zod/mini";
import type { HumanDecision } from "../engine/hitl/humanRequest";
import { humanDecisionSchema } from "../engine/hitl/humanSchemas";
import type { ForkRequest } from "../engine/trace/fork";
import { LIMITS } from "../engine/limits";
import { MAX_LINK_DECISIONS, expandDecision, type CompactDecision } from "./decisionsParam";
import { message } from "./messages";
import { parseUntrustedJson, type SafeResult } from "./safeJson";
import { replySchema } from "./scenarioSchema";

export { validateScenario } from "./scenarioSchema";

const MAX_DECISIONS_CHARS = 4_000;
const MAX_FORK_CHARS = 6_000;

const compactSchema: z.ZodMiniType<CompactDecision> = z.union([z.literal("a"), z.literal("r"), z.tuple([z.literal("r"), z.string()]), z.record(z.string(), z.unknown())]);

/** Reads the `d` parameter (`writeDecisionsParam`); any entry that is not a valid decision rejects the whole list. */
export function readDecisionsParam(raw: string): SafeResult<HumanDecision[]> {
  const json = parseUntrustedJson(raw, "subject.linkDecisions", MAX_DECISIONS_CHARS);
  if (!json.ok) return json;
  const list = z.array(compactSchema).check(z.maxLength(MAX_LINK_DECISIONS)).safeParse(json.value);
  if (!list.success) return { ok: false, message: message("link.badDecisions", { max: MAX_LINK_DECISIONS }) };
  const decisions = z.array(humanDecisionSchema).safeParse(list.data.map(expandDecision));
  if (!decisions.success) return { ok: false, message: message("link.badDecisionEdit") };
  return { ok: true, value: decisions.data };
}

/** A fork in a link: `s` the step, `a` the agent, `r` its changed reply. */
const forkSchema = z.object({ s: z.int().check(z.minimum(0), z.maximum(LIMITS.link.step)), a: z.string().check(z.minLength(1), z.maxLength(80)), r: replySchema });

/** Reads the `f` parameter (`writeForkParam`) back, or says why it cannot be used. */
export function readForkParam(raw: string): SafeResult<ForkRequest> {
  const json = parseUntrustedJson(raw, "subject.linkFork", MAX_FORK_CHARS);
  if (!json.ok) return json;
  const parsed = forkSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: message("link.badFork") };
  return { ok: true, value: { step: parsed.data.s, agent: parsed.data.a, reply: parsed.data.r } };
}
