import { z } from "zod/mini";
import { LOCALES } from "../../engine/localizedText";
import { LIMITS } from "../../engine/limits";
import { MODEL_IDS } from "../../engine/cost/prices";
import { checkDraft, type DraftCheck } from "../../share/draftShape";
import { message, type Message } from "../../share/messages";
import { parseUntrustedJson } from "../../share/safeJson";
import { messageSchema, zodIssues } from "../../share/zodIssues";
import { MAX_RECOVERED, PERSISTED, bareText, type PersistedKey, type PersistedName, type PersistedRead } from "./persisted";

/** A draft as stored: checked with the editor's draft shape, so nothing the editor cannot show gets in. */
const storedDraft = z.unknown().check(
  z.superRefine((value, ctx) => {
    const checked = checkDraft(value);
    if (!checked.ok) for (const issue of checked.issues) ctx.addIssue({ code: "custom", message: JSON.stringify(issue.message), path: issue.path ? [issue.path] : [] });
  }),
);

/** The editor's draft with its undo and redo steps (as many as fit in `DRAFT_HISTORY_CHARS`). */
const storedHistory = z.object({ past: z.array(storedDraft), present: storedDraft, future: z.array(storedDraft) });

/** A stored value that could not be used, kept with its raw text so the user can take it back. */
const recoveredSchema = z.object({
  id: z.int(),
  /**
   * Where it came from: a stored key's name, an imported file, another tab's draft, or this tab's own
   * draft when the tab closed while another tab's draft waited for the user's choice.
   */
  from: z.enum(["theme", "locale", "draft", "lastGoodLink", "recovered", "cost", "import", "otherTab", "closedTab"]),
  /** The file name of an import. */
  name: z.optional(z.string().check(z.maxLength(300))),
  /** Why it could not be used (the first problem found); builds before messages were data stored words. */
  reason: z.union([messageSchema, z.string().check(z.maxLength(2_000))]),
  raw: z.string(),
});

/** A value kept aside. */
export type RecoveredValue = z.infer<typeof recoveredSchema>;

const modelId = z.enum(MODEL_IDS);
const perMillion = z.number().check(z.minimum(0), z.maximum(100_000));

/** The cost setup: price edits by model and which model each agent runs on (agent names as scenarios allow). */
const storedCost = z.object({
  prices: z.partialRecord(modelId, z.object({ input: perMillion, output: perMillion })),
  models: z.object({ router: modelId, worker: modelId, agents: z.record(z.string().check(z.maxLength(LIMITS.scenario.nameChars)), modelId) }),
});

/** The schema each stored key's value must pass, by its name in `PERSISTED`. */
const PERSISTED_SCHEMAS = {
  theme: z.enum(["light", "dark"]),
  locale: z.enum(LOCALES),
  draft: storedHistory,
  lastGoodLink: z.string().check(z.maxLength(LIMITS.link.readChars)),
  cost: storedCost,
  recovered: z.array(recoveredSchema).check(z.maxLength(MAX_RECOVERED)),
} satisfies Record<PersistedName, z.ZodMiniType>;

/** The value type of a stored key. */
export type PersistedValue<N extends PersistedName> = z.infer<(typeof PERSISTED_SCHEMAS)[N]>;

/** The first problem, located: a stored draft's own path for its present version, "an undo step" for the others. */
function firstProblem(error: z.core.$ZodError): Message {
  const [issue] = zodIssues(error);
  const [head, ...rest] = error.issues[0].path.map(String);
  if (head === "past" || head === "future") {
    return message("stored.inStep", { step: message(head === "past" ? "stored.undoStep" : "stored.redoStep"), path: rest.slice(1).join(" "), reason: issue.message });
  }
  const where = head === "present" ? rest.join(" ") : issue.path;
  return where ? message("issue.at", { path: where, reason: issue.message }) : issue.message;
}

/** Checks the stored text of one key (read here, or sent by another tab's `storage` event). Never throws. */
export function parsePersisted<N extends PersistedName>(name: N, raw: string): Exclude<PersistedRead<PersistedValue<N>>, { status: "absent" | "unavailable" }> {
  const entry: PersistedKey = PERSISTED[name];
  const parsed = parseUntrustedJson(raw, "subject.storedValue", entry.maxChars);
  let value: unknown;
  const envelope = parsed.ok ? (parsed.value as { v?: unknown; value?: unknown } | null) : undefined;
  if (envelope && typeof envelope === "object" && !Array.isArray(envelope) && "v" in envelope && "value" in envelope) {
    if (envelope.v !== entry.version) return { status: "invalid", raw, reason: message("stored.wrongVersion", { found: String(envelope.v), expected: String(entry.version) }) };
    value = envelope.value;
  } else if (entry.legacy && (parsed.ok || entry.legacy === bareText)) {
    try {
      value = entry.legacy(raw);
    } catch {
      return { status: "invalid", raw, reason: message("stored.unreadable") };
    }
  } else {
    return { status: "invalid", raw, reason: parsed.ok ? message("stored.noVersion") : parsed.message };
  }
  const checked = PERSISTED_SCHEMAS[name].safeParse(value);
  if (!checked.success) return { status: "invalid", raw, reason: firstProblem(checked.error) };
  return { status: "ok", value: checked.data as PersistedValue<N> };
}

/** The draft in a kept-aside text (a stored draft with its history, or a bare scenario), if it can be shown. */
export function draftInRecovered(raw: string): DraftCheck {
  const stored = parsePersisted("draft", raw);
  return stored.status === "ok" ? checkDraft(stored.value.present) : { ok: false, issues: [{ path: "", message: stored.reason }] };
}
