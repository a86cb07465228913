import type { StoreApi } from "zustand/vanilla";
import type { Message } from "../../share/messages";
import type { Scenario } from "../../engine/scenarios/types";
import { startHistory, type DraftHistory } from "../draft/draftHistory";
import { initialLocale } from "../initialLocale";
import type { AppState, StoreSchemas } from "../types";
import type { Theme } from "../viewSlice";
import { DRAFT_HISTORY_CHARS, PERSISTED, persistedText, readPersisted, writePersisted, type PersistedName } from "./persisted";
import type { GuardedStorage } from "./storageArea";

/** How long the draft waits after a change before it is saved (typing saves once, not per key). */
export const DRAFT_SAVE_DELAY_MS = 250;

/** What the page tells persistence about itself. */
export interface PersistenceEnv {
  /** The theme to use when none is stored (the system's setting). */
  systemTheme: Theme;
  /** The browser's languages, best first. */
  browserLanguages: readonly string[];
}

/** Handles the page wires to browser events. */
export interface Persistence {
  /** Saves a pending draft now (the page is being hidden). */
  flush(): void;
  /**
   * The page is going away (a reload, a closed tab): saves a pending draft, and a draft this tab holds
   * while another tab's waits for the user's choice is kept aside under Recovered, so it is not lost.
   */
  leave(): void;
  /** Another tab changed a stored key (the `storage` event). */
  changedElsewhere(key: string | null, newValue: string | null): void;
  stop(): void;
}

/** JSON of each draft version, so a save only serializes the versions it has not seen. */
const jsonOf = new WeakMap<object, string>();
function json(value: Scenario): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  let text = jsonOf.get(value);
  if (text === undefined) jsonOf.set(value, (text = JSON.stringify(value)));
  return text;
}

/** The draft and as many of its most recent undo and redo steps as fit in {@link DRAFT_HISTORY_CHARS}. */
export function storedHistory(history: DraftHistory<Scenario>): { past: Scenario[]; present: Scenario; future: Scenario[] } {
  let budget = DRAFT_HISTORY_CHARS - json(history.present).length;
  const past: Scenario[] = [];
  const future: Scenario[] = [];
  for (let i = 0; i < Math.max(history.past.length, history.future.length); i += 1) {
    const back = history.past[history.past.length - 1 - i];
    if (back !== undefined && (budget -= json(back).length) >= 0) past.unshift(back);
    const ahead = history.future[i];
    if (ahead !== undefined && (budget -= json(ahead).length) >= 0) future.push(ahead);
    if (budget < 0) break;
  }
  return { past, present: history.present, future };
}

/** The keys the start restores; the last good link is read only for a broken link (`src/app/urlSync.ts`). */
const RESTORED: readonly PersistedName[] = ["recovered", "theme", "locale", "cost", "draft"];

/**
 * Whether the start has a stored value to read, and so needs the checks first. A first visit, or one
 * that left only its last good link, has none.
 */
export function anythingToRestore(storage: GuardedStorage): boolean {
  return RESTORED.some((name) => typeof storage.read(PERSISTED[name].key) === "string");
}

/** The checks persistence reads stored text with. */
export type PersistenceSchemas = Pick<StoreSchemas, "parsePersisted">;

/** Same members in any order: kept-aside lists from two tabs are merged, never overwritten. */
const recoveredKey = (r: { from: string; raw: string }) => `${r.from}\u0000${r.raw}`;

/**
 * Restores every stored key into the store (each checked against the persistence declaration; a
 * value that fails is kept aside and named in the banner) and then saves what changes: the theme,
 * the language, the cost setup, the kept-aside values and the editor's draft with its undo history. A draft another
 * tab saved is never overwritten without the user's choice.
 *
 * Stored values are read with `schemas`, a zod chunk the first paint does without. When there is
 * nothing to restore ({@link anythingToRestore}) they may be a promise, the page loading them after its first paint: nothing is read
 * until another tab writes, and what it writes before they arrive waits for them, in order. Writing
 * never needs them, and nothing changes a draft or the kept-aside list before they are in (the editor's
 * code waits for them), so leaving the page never waits for them either.
 */
export function startPersistence(store: StoreApi<AppState>, storage: GuardedStorage, env: PersistenceEnv, schemas: PersistenceSchemas | Promise<PersistenceSchemas>): Persistence {
  const state = store.getState;
  const unreadable = (what: PersistedName, raw: string, reason: Message) => state().storedValueUnreadable(what, raw, reason);
  let checks = "then" in schemas ? undefined : schemas;
  const read = <N extends PersistedName>(name: N) => readPersisted(storage, name, checks?.parsePersisted);
  /** Other tabs' changes (key, new text) heard before the checks arrived, in order. */
  const heard: [string | null, string | null][] = [];

  const recovered = read("recovered");
  if (recovered.status === "ok") store.setState({ recovered: recovered.value });
  if (recovered.status === "invalid") {
    // The list that keeps unreadable values is itself unreadable: move it out of the way, whole.
    storage.write(`${PERSISTED.recovered.key}-unreadable`, recovered.raw);
    store.setState({ storageNotices: [...state().storageNotices, { what: "recovered", reason: recovered.reason }] });
  }

  const theme = read("theme");
  if (theme.status === "invalid") unreadable("theme", theme.raw, theme.reason);
  const locale = read("locale");
  if (locale.status === "invalid") unreadable("locale", locale.raw, locale.reason);
  const cost = read("cost");
  if (cost.status === "invalid") unreadable("cost", cost.raw, cost.reason);
  if (cost.status === "ok") store.setState({ cost: cost.value });
  store.setState({
    theme: theme.status === "ok" ? theme.value : env.systemTheme,
    locale: initialLocale(locale.status === "ok" ? locale.value : undefined, env.browserLanguages),
  });

  /** The stored draft text as this tab last wrote or saw it: any other text there is another tab's. */
  let lastDraftText: string | undefined;
  const draft = read("draft");
  if (draft.status === "ok") {
    const { past, present, future } = draft.value as { past: Scenario[]; present: Scenario; future: Scenario[] };
    store.setState({ draft: { ...startHistory(present), past, future } });
    lastDraftText = storage.read(PERSISTED.draft.key) ?? undefined;
  }
  if (draft.status === "invalid") {
    lastDraftText = draft.raw;
    unreadable("draft", draft.raw, draft.reason);
  }
  if (draft.status === "unavailable") store.setState({ draftSave: { state: "unsaved", problem: "blocked" } });
  // Nothing stored yet: whether a save could work is only known by trying (a full quota refuses any write).
  if (draft.status === "absent") {
    const problem = storage.probe();
    store.setState({ draftSave: problem ? { state: "unsaved", problem } : { state: "unedited" } });
  }

  /** Kept-aside values this tab dropped (discarded, opened, or pushed out by newer ones): not merged back. */
  const dropped = new Set<string>();
  /**
   * Saves the kept-aside list merged with the stored one: another tab may have kept values aside that
   * this tab has not heard of yet, and a blind write would drop them.
   */
  const saveRecovered = () => {
    const theirs = adoptStoredRecovered();
    // Taking theirs in changed the list, and that change saved the merged list (this same function, once more).
    return theirs ? undefined : writePersisted(storage, "recovered", state().recovered);
  };
  /** Takes in the stored kept-aside values this tab does not hold and did not drop; says whether there were any. */
  const adoptStoredRecovered = (): boolean => {
    const stored = read("recovered");
    if (stored.status !== "ok") return false;
    const ours = new Set(state().recovered.map(recoveredKey));
    const theirs = stored.value.filter((r) => !ours.has(recoveredKey(r)) && !dropped.has(recoveredKey(r)));
    for (const r of theirs.reverse()) state().keepAside({ from: r.from, raw: r.raw, reason: r.reason, ...(r.name ? { name: r.name } : {}) });
    return theirs.length > 0;
  };
  const keptProblem = state().recovered.length && recovered.status !== "invalid" ? saveRecovered() : undefined;
  // The unreadable draft could not be kept aside in storage: leave the stored one alone this session.
  const draftHeld = draft.status === "invalid" && keptProblem !== undefined;
  if (draftHeld) store.setState({ draftSave: { state: "unsaved", problem: keptProblem } });

  /** Another tab's draft text reached this tab (its storage event, or found in storage before a save). */
  const draftFromElsewhere = (text: string) => {
    if (!checks) return void heard.push([PERSISTED.draft.key, text]);
    // The stored draft is theirs now: whatever this tab keeps must be written again.
    lastDraftText = text;
    state().draftChangedElsewhere(text, checks.parsePersisted("draft", text));
  };

  /**
   * Another tab may have saved after this tab last looked, its storage event not here yet: takes that
   * draft in as if the event had come, so this tab never writes over, or leaves without keeping, a
   * draft it has not seen.
   */
  const hearUnheardDraft = () => {
    const stored = storage.read(PERSISTED.draft.key);
    if (typeof stored === "string" && stored !== lastDraftText) draftFromElsewhere(stored);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveDraft = () => {
    clearTimeout(timer);
    timer = undefined;
    if (draftHeld) return;
    hearUnheardDraft();
    const s = state();
    if (s.draftElsewhere) return;
    const text = persistedText("draft", storedHistory(s.draft));
    if (text === lastDraftText) {
      if (s.draftSave.state !== "saved") store.setState({ draftSave: { state: "saved" } });
      return;
    }
    const problem = storage.write(PERSISTED.draft.key, text);
    if (!problem) lastDraftText = text;
    store.setState({ draftSave: problem ? { state: "unsaved", problem } : { state: "saved" } });
  };

  /** Another tab's change of a stored key. */
  const hear = (key: string | null, newValue: string | null) => {
    if (key === PERSISTED.draft.key && newValue !== null && newValue !== lastDraftText) draftFromElsewhere(newValue);
    if (key === PERSISTED.recovered.key && newValue !== null) adoptStoredRecovered();
  };
  if ("then" in schemas) {
    void schemas.then((arrived) => {
      checks = arrived;
      for (const [key, newValue] of heard.splice(0)) hear(key, newValue);
    });
  }

  const unsubscribe = store.subscribe((s, previous) => {
    if (s.theme !== previous.theme) writePersisted(storage, "theme", s.theme);
    if (s.locale !== previous.locale) writePersisted(storage, "locale", s.locale);
    if (s.cost !== previous.cost) writePersisted(storage, "cost", s.cost);
    if (s.recovered !== previous.recovered) {
      const kept = new Set(s.recovered.map(recoveredKey));
      for (const r of previous.recovered) if (!kept.has(recoveredKey(r))) dropped.add(recoveredKey(r));
      saveRecovered();
    }
    if (s.draftElsewhere !== previous.draftElsewhere && !s.draftElsewhere) saveDraft();
    else if (s.draft !== previous.draft) {
      clearTimeout(timer);
      timer = setTimeout(saveDraft, DRAFT_SAVE_DELAY_MS);
      // "Saved" is never shown for a change that is not stored yet.
      if (s.draftSave.state === "saved" || s.draftSave.state === "unedited") store.setState({ draftSave: { state: "pending" } });
    }
  });

  /** Whether this tab's draft is in storage (as the stored draft or one of its undo or redo steps). */
  const draftStored = () => {
    const stored = read("draft");
    if (stored.status !== "ok") return false;
    const ours = JSON.stringify(state().draft.present);
    return [stored.value.present, ...stored.value.past, ...stored.value.future].some((step) => JSON.stringify(step) === ours);
  };
  const flush = () => {
    if (timer !== undefined) saveDraft();
  };

  return {
    flush,
    leave() {
      flush();
      if (draftHeld) return;
      hearUnheardDraft();
      if (!state().draftElsewhere || draftStored()) return;
      state().keepAside({ from: "closedTab", raw: persistedText("draft", storedHistory(state().draft)), reason: "" });
    },
    changedElsewhere(key, newValue) {
      if (checks) hear(key, newValue);
      else heard.push([key, newValue]);
    },
    stop() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
