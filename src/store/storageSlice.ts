import type { Scenario } from "../engine/scenarios/types";
import { message, type Message } from "../share/messages";
import type { DraftCheck } from "../share/draftShape";
import { commit, type DraftHistory } from "./draft/draftHistory";
import { MAX_RECOVERED, type PersistedName, type PersistedRead, type PersistedValue } from "./persistence/persisted";
import type { RecoveredValue } from "./persistence/persistedSchemas";
import type { SaveProblem } from "./persistence/storageArea";
import type { SliceCreator, StoreSchemas } from "./types";

/** A stored draft text as its check found it. */
export type StoredDraftRead = Exclude<PersistedRead<PersistedValue<"draft">>, { status: "absent" | "unavailable" }>;

/** Whether the editor's draft is saved in this browser. */
export type DraftSave =
  | { state: "saved" }
  /** Nothing edited and nothing stored yet; a save is known to work. */
  | { state: "unedited" }
  /** A change waits for its save (typing saves once, after a pause). */
  | { state: "pending" }
  /** The last save failed (storage blocked or full); the draft lives in this tab only. */
  | { state: "unsaved"; problem: SaveProblem }
  /** Another tab saved a different draft: nothing is saved here until the user chooses. */
  | { state: "held" };

/** A stored value that could not be used at start-up, for the banner. */
export interface StorageNotice {
  what: PersistedName;
  reason: Message;
}

export interface StorageState {
  draftSave: DraftSave;
  /** Values kept aside instead of being used or dropped: unreadable stored values, refused imports. */
  recovered: RecoveredValue[];
  /** The draft another tab saved while this tab holds its own, until the user picks one. */
  draftElsewhere?: { raw: string; history: DraftHistory<Scenario> };
  storageNotices: StorageNotice[];
}

export interface StorageActions {
  /** Keeps a value aside (newest first; the oldest goes beyond {@link MAX_RECOVERED}; the same text from the same place once). */
  keepAside(value: Omit<RecoveredValue, "id">): void;
  /** A stored value failed its schema: keep it aside and say so in the banner. */
  storedValueUnreadable(what: PersistedName, raw: string, reason: Message): void;
  discardRecovered(id: number): void;
  /** Opens a kept-aside draft in the editor (one undoable change) if it can be shown; it stays kept otherwise. */
  openRecovered(id: number): Promise<DraftCheck>;
  /** Another tab saved this draft text (checked as `stored`); asks the user unless it is what this tab shows already. */
  draftChangedElsewhere(raw: string, stored: StoredDraftRead): void;
  /** Takes the other tab's draft; this tab's stays one undo step back. */
  loadDraftFromElsewhere(): void;
  /** Keeps this tab's draft (saved again); the other tab's is kept aside. */
  keepDraftHere(): void;
  dismissStorageNotices(): void;
}

export const createStorageSlice = (loadSchemas: () => Promise<StoreSchemas>): SliceCreator<StorageState & StorageActions> => (set, get) => ({
  draftSave: { state: "unedited" },
  recovered: [],
  draftElsewhere: undefined,
  storageNotices: [],
  keepAside(value) {
    const recovered = get().recovered;
    // The same text from the same place is kept once (two tabs may both keep it aside).
    if (recovered.some((r) => r.from === value.from && r.raw === value.raw)) return;
    const id = recovered.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    set({ recovered: [{ ...value, id }, ...recovered].slice(0, MAX_RECOVERED) });
  },
  storedValueUnreadable(what, raw, reason) {
    get().keepAside({ from: what, raw, reason });
    set({ storageNotices: [...get().storageNotices, { what, reason }] });
  },
  discardRecovered: (id) => set({ recovered: get().recovered.filter((r) => r.id !== id) }),
  async openRecovered(id) {
    const { draftInRecovered } = await loadSchemas();
    const entry = get().recovered.find((r) => r.id === id);
    if (!entry) return { ok: false, issues: [{ path: "", message: message("stored.noLongerKept") }] };
    const checked = draftInRecovered(entry.raw);
    if (checked.ok) {
      set({ draft: commit(get().draft, checked.draft), editorOpen: true });
      get().discardRecovered(id);
    }
    return checked;
  },
  draftChangedElsewhere(raw, stored) {
    if (stored.status !== "ok") {
      get().keepAside({ from: "otherTab", raw, reason: stored.reason });
      return;
    }
    const theirs: DraftHistory<Scenario> = { ...stored.value, present: stored.value.present as Scenario, past: stored.value.past as Scenario[], future: stored.value.future as Scenario[] };
    if (JSON.stringify(theirs.present) === JSON.stringify(get().draft.present) && !get().draftElsewhere) return;
    set({ draftElsewhere: { raw, history: theirs }, draftSave: { state: "held" } });
  },
  loadDraftFromElsewhere() {
    const elsewhere = get().draftElsewhere;
    if (!elsewhere) return;
    set({ draft: commit(get().draft, elsewhere.history.present), draftElsewhere: undefined });
  },
  keepDraftHere() {
    const elsewhere = get().draftElsewhere;
    if (!elsewhere) return;
    get().keepAside({ from: "otherTab", raw: elsewhere.raw, reason: "" });
    set({ draftElsewhere: undefined });
  },
  dismissStorageNotices: () => set({ storageNotices: [] }),
});

export const selectDraftSave = (s: StorageState) => s.draftSave;
export const selectRecovered = (s: StorageState) => s.recovered;
export const selectDraftElsewhere = (s: StorageState) => s.draftElsewhere;
export const selectStorageNotices = (s: StorageState) => s.storageNotices;
export const selectStorageActions = (s: StorageActions) => ({
  discardRecovered: s.discardRecovered,
  openRecovered: s.openRecovered,
  loadDraftFromElsewhere: s.loadDraftFromElsewhere,
  keepDraftHere: s.keepDraftHere,
  dismissStorageNotices: s.dismissStorageNotices,
});
