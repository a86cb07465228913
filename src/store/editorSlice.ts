import { findScenario, OPENING_SCENARIO } from "../engine/scenarios/builtIns";
import type { Scenario, ScenarioText } from "../engine/scenarios/types";
import type { DraftCheck } from "../share/draftShape";
import { parseUntrustedJson } from "../share/safeJson";
import { issueMessage } from "../share/scenarioIssues";
import { LIMITS } from "../engine/limits";
import { commit, redo, startHistory, undo, type DraftHistory } from "./draft/draftHistory";
import { insertAt, moveItem, removeAt, setIn, type DraftPath } from "./draft/draftOps";
import type { SliceCreator, StoreSchemas } from "./types";

/** An edited copy's title: the original's, marked in each of its languages. */
function editedTitle(title: ScenarioText): ScenarioText {
  return typeof title === "string" ? `${title} (edited)` : { en: `${title.en} (edited)`, zh: `${title.zh}（已编辑）` };
}

export interface EditorState {
  editorOpen: boolean;
  /**
   * The scenario being edited, with undo/redo. It may be invalid while the user types; only a
   * validated copy ever goes to the engine (see `runDraft`).
   */
  draft: DraftHistory<Scenario>;
}

export interface EditorActions {
  setEditorOpen(open: boolean): void;
  /**
   * Loads the checks the editor reads and saves drafts with (a chunk the first paint does without);
   * the editor's code waits for them, so nothing changes a draft before they are in.
   */
  loadEditorChecks(): Promise<void>;
  /** Starts over from a built-in scenario (or the one playing), as one undoable change. */
  startDraftFrom(scenario: Scenario): void;
  /**
   * Opens an imported file's text as the draft (one undoable change), after checking it has a shape
   * the editor can show. Text that fails is kept aside with its reason, and the draft is unchanged.
   */
  importDraft(text: string, fileName: string): Promise<DraftCheck>;
  /** Sets one field; consecutive edits of the same field are one undo step. */
  editDraft(path: DraftPath, value: unknown): void;
  insertInDraft(path: DraftPath, value: unknown, index?: number): void;
  removeFromDraft(path: DraftPath, index: number): void;
  moveInDraft(path: DraftPath, from: number, to: number): void;
  undoDraft(): void;
  redoDraft(): void;
  /**
   * Validates the draft and plays it; resolves false (and plays nothing) when it is invalid. The
   * checks may still be loading: the draft checked is the one held once they are in, edits included.
   */
  runDraft(): Promise<boolean>;
}

/** A copy of a scenario for editing: plain data, never the built-in object itself. */
function editableCopy(scenario: Scenario): Scenario {
  return structuredClone(scenario);
}

export const createEditorSlice = (loadSchemas: () => Promise<StoreSchemas>): SliceCreator<EditorState & EditorActions> => (set, get) => {
    const change = (next: Scenario, key?: string) => set({ draft: commit(get().draft, next, key) });
    return {
      editorOpen: false,
      // The store is still being built here, so the draft starts from the opening built-in; a saved
      // draft is restored once the store exists (persistence/startPersistence.ts).
      draft: startHistory(editableCopy(OPENING_SCENARIO)),
      setEditorOpen: (editorOpen) => set({ editorOpen }),
      loadEditorChecks: () => loadSchemas().then(() => undefined),
      startDraftFrom: (scenario) => change(editableCopy(scenario)),
      async importDraft(text, fileName) {
        const parsed = parseUntrustedJson(text, "subject.file", LIMITS.scenario.totalChars * 4);
        const checked: DraftCheck = parsed.ok ? (await loadSchemas()).checkDraft(parsed.value) : { ok: false, issues: [{ path: "", message: parsed.message }] };
        if (checked.ok) change(checked.draft);
        else get().keepAside({ from: "import", name: fileName.slice(0, 300), raw: text, reason: issueMessage(checked.issues[0]) });
        return checked;
      },
      editDraft: (path, value) => change(setIn(get().draft.present, path, value), JSON.stringify(path)),
      insertInDraft: (path, value, index) => change(insertAt(get().draft.present, path, value, index)),
      removeFromDraft: (path, index) => change(removeAt(get().draft.present, path, index)),
      moveInDraft: (path, from, to) => change(moveItem(get().draft.present, path, from, to)),
      undoDraft: () => set({ draft: undo(get().draft) }),
      redoDraft: () => set({ draft: redo(get().draft) }),
      async runDraft() {
        const { validateScenario } = await loadSchemas();
        const checked = validateScenario(get().draft.present);
        if (!checked.ok) return false;
        const builtIn = findScenario(checked.scenario.id);
        // Unchanged built-ins keep their short link; an edited copy gets its own id so the picker
        // and the link never confuse it with the original.
        const same = builtIn && JSON.stringify(validateScenario(builtIn).ok && builtIn) === JSON.stringify(checked.scenario);
        const scenario = same
          ? builtIn
          : builtIn
            ? { ...checked.scenario, id: `${checked.scenario.id}-edited`, title: editedTitle(checked.scenario.title) }
            : checked.scenario;
        const { topology } = get().knobs;
        get().loadScenario(scenario, scenario.topologies.includes(topology) ? { topology } : {});
        return true;
      },
    };
};

export const selectEditorOpen = (s: EditorState) => s.editorOpen;
export const selectDraft = (s: EditorState) => s.draft.present;
export const selectDraftHistory = (s: EditorState) => ({ canUndo: s.draft.past.length > 0, canRedo: s.draft.future.length > 0 });
export const selectEditorActions = (s: EditorActions) => ({
  setEditorOpen: s.setEditorOpen,
  startDraftFrom: s.startDraftFrom,
  importDraft: s.importDraft,
  editDraft: s.editDraft,
  insertInDraft: s.insertInDraft,
  removeFromDraft: s.removeFromDraft,
  moveInDraft: s.moveInDraft,
  undoDraft: s.undoDraft,
  redoDraft: s.redoDraft,
  runDraft: s.runDraft,
});
