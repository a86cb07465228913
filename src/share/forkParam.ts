import { z } from "zod/mini";
import type { ForkRequest } from "../engine/trace/fork";
import { LIMITS } from "../engine/limits";
import { message } from "./messages";
import { parseUntrustedJson, type SafeResult } from "./safeJson";
import { replySchema } from "./scenarioSchema";

const MAX_PARAM_CHARS = 6_000;

/** A fork in a link: `s` the step, `a` the agent, `r` its changed reply. */
const forkSchema = z.object({ s: z.int().check(z.minimum(0), z.maximum(LIMITS.link.step)), a: z.string().check(z.minLength(1), z.maxLength(80)), r: replySchema });

/** The `f` parameter's text for a fork. */
export function writeForkParam(fork: ForkRequest): string {
  return JSON.stringify({ s: fork.step, a: fork.agent, r: fork.reply });
}

/** Reads the `f` parameter back, or says why it cannot be used. */
export function readForkParam(raw: string): SafeResult<ForkRequest> {
  const json = parseUntrustedJson(raw, "subject.linkFork", MAX_PARAM_CHARS);
  if (!json.ok) return json;
  const parsed = forkSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: message("link.badFork") };
  return { ok: true, value: { step: parsed.data.s, agent: parsed.data.a, reply: parsed.data.r } };
}
