import { z } from "zod/mini";
import { OUTCOME_STATUSES } from "../engine/trace/types";
import type { EngineResponse } from "./protocol";

// Only the envelope is checked on arrival: a trace is large, it comes from our own engine, and the
// page reads nothing of it before these fields. What this catches is a worker that broke its side of
// the protocol (a stale cached script, a bug, an extension), which must become an explained error.
const id = z.int().check(z.nonnegative());
const traceShape = z.looseObject({ steps: z.array(z.unknown()), outcome: z.looseObject({ status: z.enum(OUTCOME_STATUSES) }) });
const rowShape = z.looseObject({ topology: z.string(), messages: z.number(), outcome: z.enum([...OUTCOME_STATUSES, "not-applicable"]) });
const responseSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready") }),
  z.object({ type: z.literal("pong") }),
  z.object({ type: z.literal("progress"), id }),
  z.object({ type: z.literal("trace"), id, trace: traceShape, ms: z.number(), tokens: z.optional(z.array(z.number())) }),
  z.object({ type: z.literal("sweepRow"), id, row: rowShape, ms: z.number() }),
  z.object({ type: z.literal("docsTable"), id, cells: z.array(z.looseObject({})) }),
  z.object({ type: z.literal("growthPoint"), id, figures: z.looseObject({ messages: z.number(), inputTokens: z.number(), outcome: z.enum(OUTCOME_STATUSES) }), ms: z.number() }),
  z.object({ type: z.literal("warm"), id, ms: z.number() }),
  z.object({ type: z.literal("failed"), id, message: z.string() }),
]);

/** A worker message checked against the protocol: the message, or what is wrong with it. */
export type ParsedResponse = { ok: true; message: EngineResponse } | { ok: false; problem: string };

/** Checks a message from the worker before anything reads it. */
export function parseEngineResponse(data: unknown): ParsedResponse {
  const result = responseSchema.safeParse(data);
  if (result.success) return { ok: true, message: data as EngineResponse };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join(".") : "message";
  return { ok: false, problem: `${where}: ${issue?.message ?? "invalid"}` };
}
