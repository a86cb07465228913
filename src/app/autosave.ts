import type { StoreApi } from "zustand/vanilla";
import type { Scenario } from "../engine/scenarios/types";
import { parseUntrustedJson } from "../share/safeJson";
import { LIMITS } from "../engine/limits";
import type { AppState } from "../store/types";
import { startHistory } from "../store/draft/draftHistory";

/** Where the editor's draft lives between visits (and after a crashed tab). */
export const DRAFT_KEY = "playground-editor-draft";

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Brings back the saved draft (it may be invalid: it is work in progress) and then saves every change.
 * A saved draft that is not a JSON object is ignored. Returns the unsubscribe function.
 */
export function startAutosave(store: StoreApi<AppState>): () => void {
  const saved = storage()?.getItem(DRAFT_KEY);
  if (saved) {
    const parsed = parseUntrustedJson(saved, "saved draft", LIMITS.scenario.totalChars * 2);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === "object" && !Array.isArray(parsed.value)) {
      store.setState({ draft: startHistory(parsed.value as Scenario), editorOpen: store.getState().editorOpen });
    }
  }
  return store.subscribe((state, previous) => {
    if (state.draft.present === previous.draft.present) return;
    try {
      storage()?.setItem(DRAFT_KEY, JSON.stringify(state.draft.present));
    } catch {
      // A full storage quota must not break editing; the draft stays in memory.
    }
  });
}
