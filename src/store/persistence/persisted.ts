import { LIMITS } from "../../engine/limits";
import type { Message } from "../../share/messages";
import type { PersistedValue, parsePersisted } from "./persistedSchemas";
import type { GuardedStorage, SaveProblem } from "./storageArea";

export type { PersistedValue } from "./persistedSchemas";

/**
 * One stored key: where it lives, the version of its format, and what the app uses instead when the
 * stored value fails its schema (`PERSISTED_SCHEMAS` in `./persistedSchemas`, by the same name: the
 * schemas are zod, loaded after the first paint, and writing needs none of them). Every key is written
 * as `{"v":N,"value":…}`; `legacy` reads what builds before this declaration wrote (bare text or a bare draft).
 */
export interface PersistedKey {
  key: string;
  version: number;
  /** Reads a value stored before values carried a version; absent when there never was one. */
  legacy?(text: string): unknown;
  /** What the app uses when the stored value is missing or fails (for people reading this table). */
  instead: string;
  /** The longest stored text read at all, in characters. */
  maxChars: number;
}

/** Recovered values kept; the oldest goes when a new one would make more. */
export const MAX_RECOVERED = 20;

/** Characters of undo history stored with the draft; older steps beyond it are not stored. */
export const DRAFT_HISTORY_CHARS = 1_000_000;

/** The legacy reader of a key that builds before versions stored as bare text. */
export const bareText = (text: string): unknown => text;

/**
 * Every key the app stores, in one table (DESIGN.md rule 8). When a stored value fails its schema,
 * the app says so in a banner, keeps the raw text aside in `recovered` (downloadable from the editor),
 * and uses `instead`; it never drops a value silently, and never overwrites one that was not kept.
 */
export const PERSISTED = {
  theme: { key: "playground-theme", version: 1, legacy: bareText, instead: "the system's light or dark setting", maxChars: 100 },
  locale: { key: "playground-locale", version: 1, legacy: bareText, instead: "the browser's language", maxChars: 100 },
  draft: {
    key: "playground-editor-draft",
    version: 2,
    // Before version 2 the key held the bare draft, without its undo history.
    legacy: (text) => ({ past: [], present: JSON.parse(text) as unknown, future: [] }),
    instead: "the first built-in scenario",
    maxChars: LIMITS.scenario.totalChars * 2 + DRAFT_HISTORY_CHARS * 2,
  },
  lastGoodLink: { key: "playground-last-good-link", version: 1, legacy: bareText, instead: "the default view", maxChars: LIMITS.link.readChars * 2 },
  cost: { key: "playground-cost", version: 1, instead: "list prices, a cheap router (gpt-4.1-mini) and strong workers (gpt-4.1)", maxChars: 100_000 },
  recovered: {
    key: "playground-recovered",
    version: 1,
    instead: `an empty list (an unreadable list is moved to "playground-recovered-unreadable" first)`,
    maxChars: 20_000_000,
  },
} satisfies Record<string, PersistedKey>;

/** The name of a stored key in {@link PERSISTED}. */
export type PersistedName = keyof typeof PERSISTED;

/** What reading a key found. */
export type PersistedRead<T> =
  | { status: "absent" }
  /** Storage cannot be read at all (the browser blocks it). */
  | { status: "unavailable" }
  | { status: "ok"; value: T }
  | { status: "invalid"; raw: string; reason: Message };

/**
 * Reads one key and checks its text with `parse` (`parsePersisted`, zod, loaded after the first
 * paint). A key that is not there, or storage that cannot be read, needs no check. Never throws when
 * given `parse`; without it, a stored text is a caller's mistake and throws.
 */
export function readPersisted<N extends PersistedName>(storage: GuardedStorage, name: N, parse: typeof parsePersisted | undefined): PersistedRead<PersistedValue<N>> {
  const raw = storage.read(PERSISTED[name].key);
  if (raw === undefined) return { status: "unavailable" };
  if (raw === null) return { status: "absent" };
  if (!parse) throw new Error(`"${PERSISTED[name].key}" was read before its checks arrived`);
  return parse(name, raw);
}

/** The stored text of a value: its format version and the value. */
export function persistedText<N extends PersistedName>(name: N, value: PersistedValue<N>): string {
  return JSON.stringify({ v: PERSISTED[name].version, value });
}

/** Writes one key; returns the problem when it could not be saved. Never throws. */
export function writePersisted<N extends PersistedName>(storage: GuardedStorage, name: N, value: PersistedValue<N>): SaveProblem | undefined {
  return storage.write(PERSISTED[name].key, persistedText(name, value));
}
