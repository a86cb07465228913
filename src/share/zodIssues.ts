import { z } from "zod/mini";
import { MESSAGES, message, type Message, type MessageCode, type MessageParam } from "./messages";
import { formatPath, type ScenarioIssue } from "./scenarioIssues";

const paramSchema: z.ZodMiniType<MessageParam> = z.lazy(() => z.union([z.string().check(z.maxLength(2_000)), z.number(), messageSchema, z.array(messageSchema).check(z.maxLength(20))]));

/** A message as data read back from storage; unknown codes are refused. */
export const messageSchema: z.ZodMiniType<Message> = z.object({
  code: z.enum(Object.keys(MESSAGES) as [MessageCode, ...MessageCode[]]),
  params: z.optional(z.record(z.string(), paramSchema)),
});

/** The message a zod issue carries as JSON (see `zodMessage` in `./scenarioIssues`), or zod's own words. */
function fromZodText(text: string): Message {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // zod's own wording (a union with no matching member, say): shown as zod wrote it.
  }
  return message("value.other", { detail: text });
}

/** zod's issues as located scenario problems. */
export function zodIssues(error: z.core.$ZodError): ScenarioIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: fromZodText(issue.message) }));
}
