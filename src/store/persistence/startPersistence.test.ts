import { afterEach, describe, expect, it, vi } from "vitest";
import { inEnglish } from "../../share/testing/inEnglish";
import { SCENARIOS } from "../../engine/scenarios";
import { createAppStore } from "../createAppStore";
import type { EngineClient } from "../types";
import { DRAFT_HISTORY_CHARS, PERSISTED, persistedText } from "./persisted";
import { DRAFT_SAVE_DELAY_MS, anythingToRestore, startPersistence, storedHistory } from "./startPersistence";
import { guardStorage, memoryStorage, type StorageLike } from "./storageArea";
import { loadStoreSchemas, storeSchemas } from "../testing/storeSchemas";

const idle: EngineClient = { run: () => new Promise(() => {}), sweep: () => new Promise(() => {}) };
const env = { systemTheme: "light" as const, browserLanguages: ["en-US"] };

/** A page load: a fresh store over the given browser storage. */
function load(area: StorageLike | (() => StorageLike)) {
  const store = createAppStore({ engine: idle, loadSchemas: loadStoreSchemas });
  const persistence = startPersistence(store, guardStorage(typeof area === "function" ? area : () => area), env, storeSchemas);
  return { store, persistence, state: store.getState };
}

/** A storage whose writes fail as a full quota does. */
function fullStorage(): StorageLike & { items: Map<string, string> } {
  const area = memoryStorage();
  return {
    ...area,
    setItem: () => {
      throw Object.assign(new Error("The quota has been exceeded."), { name: "QuotaExceededError" });
    },
  };
}

const crashSet = '{"userTurns":["hi"],"agents":[{"name":"w","script":"oops"}]}';

afterEach(() => vi.useRealTimers());

describe("persistence", () => {
  it("brings back the draft and its undo history after a reload", () => {
    vi.useFakeTimers();
    const area = memoryStorage();
    const first = load(area);
    first.state().editDraft(["title"], "First");
    first.state().editDraft(["summary"], "Second");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(first.state().draftSave).toEqual({ state: "saved" });

    const again = load(area);
    expect(again.state().draft.present.summary).toBe("Second");
    again.state().undoDraft();
    expect(again.state().draft.present.summary).toEqual(SCENARIOS[0].summary);
    again.state().undoDraft();
    expect(again.state().draft.present.title).toEqual(SCENARIOS[0].title);
  });

  it("saves a pending draft at once when the page is hidden", () => {
    vi.useFakeTimers();
    const area = memoryStorage();
    const page = load(area);
    page.state().editDraft(["title"], "Typed just before a reload");
    page.persistence.flush();
    expect(load(area).state().draft.present.title).toBe("Typed just before a reload");
  });

  it("reads what earlier builds stored: a bare theme and a bare draft", () => {
    const area = memoryStorage();
    area.setItem(PERSISTED.theme.key, "dark");
    area.setItem(PERSISTED.draft.key, JSON.stringify({ ...SCENARIOS[0], title: "Old draft" }));
    const page = load(area);
    expect(page.state().theme).toBe("dark");
    expect(page.state().draft.present.title).toBe("Old draft");
    expect(page.state().recovered).toEqual([]);
  });

  it("keeps a corrupt stored draft aside, says so, and the first edit does not lose it", () => {
    vi.useFakeTimers();
    const area = memoryStorage();
    area.setItem(PERSISTED.draft.key, crashSet);
    const page = load(area);
    expect(page.state().draft.present).toEqual(SCENARIOS[0]);
    expect(inEnglish(page.state().storageNotices)).toEqual([{ what: "draft", reason: expect.stringContaining("script: expected a list, got text") }]);
    expect(page.state().recovered).toMatchObject([{ from: "draft", raw: crashSet }]);
    page.state().editDraft(["title"], "typed");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    // After a reload the corrupt text is still kept, and can be downloaded as it was.
    expect(load(area).state().recovered).toMatchObject([{ from: "draft", raw: crashSet }]);
  });

  it("keeps an unreadable theme aside and follows the system instead", () => {
    const area = memoryStorage();
    area.setItem(PERSISTED.theme.key, persistedText("theme", "light").replace('"light"', '"purple"'));
    const page = load(area);
    expect(page.state().theme).toBe("light");
    expect(page.state().storageNotices.map((n) => n.what)).toEqual(["theme"]);
    expect(page.state().recovered[0]).toMatchObject({ from: "theme" });
  });

  it("runs with storage blocked: nothing throws, the system theme shows, and the editor says the draft is not saved", () => {
    vi.useFakeTimers();
    const page = load(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError");
    });
    expect(page.state().theme).toBe("light");
    page.state().toggleTheme();
    page.state().editDraft(["title"], "typed");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(page.state().draftSave).toEqual({ state: "unsaved", problem: "blocked" });
  });

  it("says a full quota where 'Saved' is shown, and 'Saved' again once a save works", () => {
    vi.useFakeTimers();
    let full = true;
    const area = memoryStorage();
    const page = load({
      ...area,
      setItem: (key, value) => {
        if (full) fullStorage().setItem(key, value);
        area.setItem(key, value);
      },
    });
    page.state().toggleTheme();
    page.state().editDraft(["title"], "typed");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(page.state().draftSave).toEqual({ state: "unsaved", problem: "full" });
    full = false;
    page.state().editDraft(["title"], "typed more");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(page.state().draftSave).toEqual({ state: "saved" });
  });

  it("never says the draft is saved before a save worked: unedited, then pending, then saved", () => {
    vi.useFakeTimers();
    const page = load(memoryStorage());
    expect(page.state().draftSave).toEqual({ state: "unedited" });
    page.state().editDraft(["title"], "typed");
    expect(page.state().draftSave).toEqual({ state: "pending" });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(page.state().draftSave).toEqual({ state: "saved" });
  });

  it("knows a full quota at opening, before anything is typed, and stays unsaved while typing", () => {
    vi.useFakeTimers();
    const page = load(fullStorage());
    expect(page.state().draftSave).toEqual({ state: "unsaved", problem: "full" });
    page.state().editDraft(["title"], "typed");
    expect(page.state().draftSave).toEqual({ state: "unsaved", problem: "full" });
  });

  it("does not overwrite a corrupt stored draft it could not keep aside", () => {
    vi.useFakeTimers();
    const area = fullStorage();
    area.items.set(PERSISTED.draft.key, crashSet);
    const page = load(area);
    page.state().editDraft(["title"], "typed");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(area.items.get(PERSISTED.draft.key)).toBe(crashSet);
    expect(page.state().draftSave).toEqual({ state: "unsaved", problem: "full" });
  });
});

describe("a first visit", () => {
  it("reads nothing and waits for nothing; another tab's drafts heard before the checks arrive are taken in order once they do", async () => {
    const area = memoryStorage();
    const store = createAppStore({ engine: idle, loadSchemas: loadStoreSchemas });
    let arrive!: (schemas: typeof storeSchemas) => void;
    const persistence = startPersistence(store, guardStorage(() => area), env, new Promise((resolve) => (arrive = resolve)));
    expect(store.getState().draftSave).toEqual({ state: "unedited" });
    const theirs = (title: string) => persistedText("draft", { past: [], present: { ...SCENARIOS[0], title }, future: [] });
    persistence.changedElsewhere(PERSISTED.draft.key, theirs("first"));
    persistence.changedElsewhere(PERSISTED.draft.key, theirs("second"));
    expect(store.getState().draftElsewhere).toBeUndefined();
    arrive(storeSchemas);
    await Promise.resolve();
    expect(store.getState().draftElsewhere?.history.present.title).toBe("second");
  });
});

describe("what the start needs the checks for", () => {
  it("is every stored key but the last good link, which only a broken link reads", () => {
    for (const [name, entry] of Object.entries(PERSISTED)) {
      const area = memoryStorage();
      area.setItem(entry.key, "stored by an earlier visit");
      expect(anythingToRestore(guardStorage(() => area)), name).toBe(name !== "lastGoodLink");
      if (name !== "lastGoodLink") continue;
      const store = createAppStore({ engine: idle });
      startPersistence(store, guardStorage(() => area), env, new Promise(() => {}));
      expect(store.getState().storageNotices).toEqual([]);
    }
  });
});

describe("two tabs", () => {
  /** Two pages over one storage; `deliver` hands a tab the storage events the other caused. */
  function twoTabs() {
    vi.useFakeTimers();
    const area = memoryStorage();
    const a = load(area);
    const b = load(area);
    /** Lets the tab that typed save, and tells `other` (as the browser's storage event would). */
    const save = (other: typeof a) => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      other.persistence.changedElsewhere(PERSISTED.draft.key, area.getItem(PERSISTED.draft.key));
    };
    return { area, a, b, save };
  }

  it("the second tab sees the draft changed elsewhere, saves nothing over it, and can open it", () => {
    const { area, a, b, save } = twoTabs();
    a.state().editDraft(["title"], "Edited in A");
    save(b);
    expect(b.state().draftElsewhere).toBeDefined();
    expect(b.state().draftSave).toEqual({ state: "held" });
    b.state().editDraft(["summary"], "Edited in B meanwhile");
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(JSON.parse(area.getItem(PERSISTED.draft.key)!).value.present.title).toBe("Edited in A");

    b.state().loadDraftFromElsewhere();
    expect(b.state().draft.present.title).toBe("Edited in A");
    // B's own edit is one undo away, not lost.
    b.state().undoDraft();
    expect(b.state().draft.present.summary).toBe("Edited in B meanwhile");
  });

  it("keeping this tab's draft saves it and keeps the other tab's aside", async () => {
    const { area, a, b, save } = twoTabs();
    a.state().editDraft(["title"], "Edited in A");
    save(b);
    b.state().editDraft(["title"], "Edited in B");
    b.state().keepDraftHere();
    expect(JSON.parse(area.getItem(PERSISTED.draft.key)!).value.present.title).toBe("Edited in B");
    expect(b.state().recovered).toMatchObject([{ from: "otherTab" }]);
    expect((await b.state().openRecovered(b.state().recovered[0].id)).ok).toBe(true);
    expect(b.state().draft.present.title).toBe("Edited in A");
  });

  it("a kept-aside value of one tab survives the other tab's saves", () => {
    const { area, a, b } = twoTabs();
    a.state().keepAside({ from: "import", name: "a.json", raw: "{", reason: "not JSON" });
    b.persistence.changedElsewhere(PERSISTED.recovered.key, area.getItem(PERSISTED.recovered.key));
    b.state().keepAside({ from: "import", name: "b.json", raw: "[", reason: "not JSON" });
    expect(JSON.parse(area.getItem(PERSISTED.recovered.key)!).value.map((r: { name: string }) => r.name)).toEqual(["b.json", "a.json"]);
  });

  it("a kept-aside value survives the other tab's write that came before its storage event", () => {
    const { area, a, b } = twoTabs();
    a.state().keepAside({ from: "import", name: "a.json", raw: "{", reason: "not JSON" });
    // B has not heard of A's value yet; its own write must not drop it.
    b.state().keepAside({ from: "import", name: "b.json", raw: "[", reason: "not JSON" });
    const stored = () => JSON.parse(area.getItem(PERSISTED.recovered.key)!).value.map((r: { name: string }) => r.name).sort();
    expect(stored()).toEqual(["a.json", "b.json"]);
    // A value a tab discards is not merged back from storage.
    b.state().discardRecovered(b.state().recovered.find((r) => r.name === "a.json")!.id);
    expect(stored()).toEqual(["b.json"]);
  });
});

describe("storedHistory", () => {
  it("keeps the draft and the most recent steps that fit the budget", () => {
    const big = (n: number) => ({ ...SCENARIOS[0], summary: String(n).padEnd(DRAFT_HISTORY_CHARS / 4, "x") });
    const first = (s: { summary: unknown }) => String(s.summary)[0];
    const history = { past: [big(1), big(2), big(3), big(4), big(5)], present: big(6), future: [big(7)] };
    const stored = storedHistory(history);
    expect(stored.present).toBe(history.present);
    expect(stored.past.map(first)).toEqual(["5"]);
    expect(stored.future.map(first)).toEqual(["7"]);
  });
});
