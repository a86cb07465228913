import { z } from "zod/mini";
import { LOCALES } from "../../engine/localizedText";
import { checkDraft } from "../../share/draftShape";
import { message, messageSchema, type Message } from "../../share/messages";
import { zodIssues } from "../../share/scenarioIssues";
import { parseUntrustedJson } from "../../share/safeJson";
import { LIMITS } from "../../engine/limits";
import type { GuardedStorage, SaveProblem } from "./storageArea";
import { MODEL_IDS } from "../../engine/cost/prices";

/**
 * One stored key: where it lives, the version of its format, the zod schema its value must pass, and
 * what the app uses instead when the stored value fails. Every key is written as `{"v":N,"value":…}`;
 * `legacy` reads what builds before this declaration wrote (bare text or a bare draft).
 */
export interface PersistedKey<T> {
  key: string;
  version: number;
  schema: z.ZodMiniType<T>;
  /** Reads a value stored before values carried a version; absent when there never was one. */
  legacy?(text: string): unknown;
  /** What the app uses when the stored value is missing or fails (for people reading this table). */
  instead: string;
  /** The longest stored text read at all, in characters. */
  maxChars: number;
}

/** A draft as stored: checked with the editor's draft shape, so nothing the editor cannot show gets in. */
const storedDraft = z.unknown().check(
  z.superRefine((value, ctx) => {
    const checked = checkDraft(value);
    if (!checked.ok) for (const issue of checked.issues) ctx.addIssue({ code: "custom", message: JSON.stringify(issue.message), path: issue.path ? [issue.path] : [] });
  }),
);

/** The editor's draft with its undo and redo steps (as many as fit in {@link DRAFT_HISTORY_CHARS}). */
const storedHistory = z.object({ past: z.array(storedDraft), present: storedDraft, future: z.array(storedDraft) });

/** A stored value that could not be used, kept with its raw text so the user can take it back. */
export const recoveredSchema = z.object({
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

const modelId = z.enum(MODEL_IDS);
const perMillion = z.number().check(z.minimum(0), z.maximum(100_000));

/** The cost setup: price edits by model and which model each agent runs on (agent names as scenarios allow). */
const storedCost = z.object({
  prices: z.partialRecord(modelId, z.object({ input: perMillion, output: perMillion })),
  models: z.object({ router: modelId, worker: modelId, agents: z.record(z.string().check(z.maxLength(LIMITS.scenario.nameChars)), modelId) }),
});

/** A value kept aside. */
export type RecoveredValue = z.infer<typeof recoveredSchema>;

/** Recovered values kept; the oldest goes when a new one would make more. */
export const MAX_RECOVERED = 20;

/** Characters of undo history stored with the draft; older steps beyond it are not stored. */
export const DRAFT_HISTORY_CHARS = 1_000_000;

const bareText = (text: string): unknown => text;

/**
 * Every key the app stores, in one table (DESIGN.md rule 8). When a stored value fails its schema,
 * the app says so in a banner, keeps the raw text aside in `recovered` (downloadable from the editor),
 * and uses `instead`; it never drops a value silently, and never overwrites one that was not kept.
 */
export const PERSISTED = {
  theme: { key: "playground-theme", version: 1, schema: z.enum(["light", "dark"]), legacy: bareText, instead: "the system's light or dark setting", maxChars: 100 },
  locale: { key: "playground-locale", version: 1, schema: z.enum(LOCALES), legacy: bareText, instead: "the browser's language", maxChars: 100 },
  draft: {
    key: "playground-editor-draft",
    version: 2,
    schema: storedHistory,
    // Before version 2 the key held the bare draft, without its undo history.
    legacy: (text) => ({ past: [], present: JSON.parse(text) as unknown, future: [] }),
    instead: "the first built-in scenario",
    maxChars: LIMITS.scenario.totalChars * 2 + DRAFT_HISTORY_CHARS * 2,
  },
  lastGoodLink: { key: "playground-last-good-link", version: 1, schema: z.string().check(z.maxLength(LIMITS.link.readChars)), legacy: bareText, instead: "the default view", maxChars: LIMITS.link.readChars * 2 },
  cost: { key: "playground-cost", version: 1, schema: storedCost, instead: "list prices, a cheap router (gpt-4.1-mini) and strong workers (gpt-4.1)", maxChars: 100_000 },
  recovered: {
    key: "playground-recovered",
    version: 1,
    schema: z.array(recoveredSchema).check(z.maxLength(MAX_RECOVERED)),
    instead: `an empty list (an unreadable list is moved to "playground-recovered-unreadable" first)`,
    maxChars: 20_000_000,
  },
} satisfies Record<string, PersistedKey<unknown>>;

/** The name of a stored key in {@link PERSISTED}. */
export type PersistedName = keyof typeof PERSISTED;

/** The value type of a stored key. */
export type PersistedValue<N extends PersistedName> = z.infer<(typeof PERSISTED)[N]["schema"]>;

/** What reading a key found. */
export type PersistedRead<T> =
  | { status: "absent" }
  /** Storage cannot be read at all (the browser blocks it). */
  | { status: "unavailable" }
  | { status: "ok"; value: T }
  | { status: "invalid"; raw: string; reason: Message };

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
  const entry: PersistedKey<unknown> = PERSISTED[name];
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
  const checked = entry.schema.safeParse(value);
  if (!checked.success) return { status: "invalid", raw, reason: firstProblem(checked.error) };
  return { status: "ok", value: checked.data as PersistedValue<N> };
}

/** Reads and checks one key. Never throws. */
export function readPersisted<N extends PersistedName>(storage: GuardedStorage, name: N): PersistedRead<PersistedValue<N>> {
  const raw = storage.read(PERSISTED[name].key);
  if (raw === undefined) return { status: "unavailable" };
  if (raw === null) return { status: "absent" };
  return parsePersisted(name, raw);
}

/** The stored text of a value: its format version and the value. */
export function persistedText<N extends PersistedName>(name: N, value: PersistedValue<N>): string {
  return JSON.stringify({ v: PERSISTED[name].version, value });
}

/** Writes one key; returns the problem when it could not be saved. Never throws. */
export function writePersisted<N extends PersistedName>(storage: GuardedStorage, name: N, value: PersistedValue<N>): SaveProblem | undefined {
  return storage.write(PERSISTED[name].key, persistedText(name, value));
}
