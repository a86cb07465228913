import { z } from "zod/mini";
import type { HumanDecision, HumanRequest } from "./humanRequest";

// zod/mini, like every schema the page reads (see `src/app/schemas.ts`); the graphs never import this file.

/** The schema of a {@link HumanDecision}, for decisions that arrive from outside (a share link, a stored trace). */
export const humanDecisionSchema: z.ZodMiniType<HumanDecision> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("approve") }),
  z.object({ type: z.literal("reject"), reason: z.optional(z.string().check(z.maxLength(500))) }),
  z.object({ type: z.literal("edit"), args: z.record(z.string().check(z.maxLength(60)), z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean()])) }),
]);

const humanRequestSchema = z.object({ action: z.string(), args: z.record(z.string(), z.unknown()), editable: z.array(z.string()) });

/** The request an interrupt step carries, if its value is one (the engine's gates ask with these). */
export function asHumanRequest(value: unknown): HumanRequest | undefined {
  const parsed = humanRequestSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
