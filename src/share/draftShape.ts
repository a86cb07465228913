import { z } from "zod/mini";
import type { Scenario } from "../engine/scenarios/types";
import { plainDataIssue, scenarioSchema } from "./scenarioSchema";
import { plainZodMessage, type ScenarioIssue } from "./scenarioIssues";
import { zodIssues } from "./zodIssues";

/**
 * The scenario schema's shape with its rules taken out: every field optional, no limits or names
 * checked, unknown fields kept, but every value that is there has the type the schema gives it (a
 * list is a list, text is text). Derived from `scenarioSchema`, so a field added there is covered.
 * In a union whose options are all objects, the fields an option requires stay required: they are
 * what tells the options apart (a lesson's `look` of `{}` is neither a panel, a knob nor a call, and
 * the editor could not say what it points at).
 */
function shapeOf(schema: z.ZodMiniType, { keepRequired = false } = {}): z.ZodMiniType {
  if (schema instanceof z.ZodMiniDefault || schema instanceof z.ZodMiniOptional) return shapeOf(schema._zod.def.innerType as z.ZodMiniType);
  if (schema instanceof z.ZodMiniObject) {
    const field = (value: z.ZodMiniType) => (keepRequired && !isOptional(value) ? shapeOf(value) : z.optional(shapeOf(value)));
    return z.looseObject(Object.fromEntries(Object.entries(schema.shape).map(([key, value]) => [key, field(value as z.ZodMiniType)])));
  }
  if (schema instanceof z.ZodMiniArray) return z.array(shapeOf(schema._zod.def.element as z.ZodMiniType));
  if (schema instanceof z.ZodMiniUnion) {
    const options = schema._zod.def.options as z.ZodMiniType[];
    const keepRequired = options.every((option) => option instanceof z.ZodMiniObject);
    return z.union(options.map((option) => shapeOf(option, { keepRequired })));
  }
  if (schema instanceof z.ZodMiniRecord) return z.record(z.string(), shapeOf(schema._zod.def.valueType as z.ZodMiniType));
  // An enum value the schema does not know (a misspelt topology) is a problem the editor lists, not a shape error.
  if (schema instanceof z.ZodMiniString || schema instanceof z.ZodMiniEnum) return z.string();
  if (schema instanceof z.ZodMiniNumber) return z.number();
  if (schema instanceof z.ZodMiniBoolean) return z.boolean();
  return z.unknown();
}

function isOptional(schema: z.ZodMiniType): boolean {
  return schema instanceof z.ZodMiniOptional || schema instanceof z.ZodMiniDefault;
}

/** Made on the first check, not as the page loads: deriving it walks the whole scenario schema (about 10 ms). */
let draftSchema: z.ZodMiniType | undefined;

/** A value the editor can show: the right shape, though possibly not (yet) a valid scenario. */
export type DraftCheck = { ok: true; draft: Scenario } | { ok: false; issues: ScenarioIssue[] };

/**
 * Whether untrusted data (an imported file, a stored draft, another tab's draft) can be opened in
 * the editor. Every entry point checks with this before anything reads the value: a value of the
 * wrong shape (`"script": "oops"`, `"toolCalls": [null]`, a number as a name) is refused with its
 * located problems, so the editor never reads what it cannot show. A draft that passes may still
 * break the scenario's rules (an empty name, an unknown tool); the editor lists those.
 * Never throws.
 */
export function checkDraft(input: unknown): DraftCheck {
  const unfit = plainDataIssue(input);
  if (unfit) return { ok: false, issues: [unfit] };
  const parsed = (draftSchema ??= shapeOf(scenarioSchema)).safeParse(input, { error: plainZodMessage });
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  // The value itself (not zod's copy): the editor edits exactly what was stored or imported.
  return { ok: true, draft: input as Scenario };
}
