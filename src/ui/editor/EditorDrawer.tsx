import { useMemo, useRef, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { SCENARIOS } from "../../engine/scenarios";
import { issueMessage } from "../../share/scenarioIssues";
import { validateScenario } from "../../share/scenarioSchema";
import { useAppStore } from "../../store/appStore";
import { selectDraft, selectDraftHistory, selectEditorActions } from "../../store/editorSlice";
import { selectCurrentScenario } from "../../store/selectors";
import { useLocalized, useMessageText, useText } from "../i18n/useText";
import { AgentsSection } from "./AgentsSection";
import { IssuesContext, issuesByPath } from "./fields";
import { DraftElsewhereBar, DraftSaveNote } from "./DraftSaveNote";
import { downloadScenario, readImportedFile } from "./fileIO";
import { IssueList } from "./IssueList";
import { LessonSection } from "./LessonSection";
import { RecoveredList } from "./RecoveredList";
import { RouterSection, ScenarioBasics } from "./ScenarioBasics";
import { ToolsSection } from "./ToolsSection";
import { useDialog } from "../layout/useDialog";
import { useEditorKeys } from "./useEditorKeys";

const BUTTON =
  "h-7 rounded-md border border-slate-300 px-2 text-xs text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * The scenario editor, as a sheet over the right side of the page. The page mounts it only while it
 * is open (and fetches its code after the first paint).
 */
export function EditorDrawer() {
  const t = useText();
  const words = useMessageText();
  const localized = useLocalized();
  const draft = useAppStore(selectDraft);
  const { canUndo, canRedo } = useAppStore(useShallow(selectDraftHistory));
  const playing = useAppStore(selectCurrentScenario);
  const actions = useAppStore(useShallow(selectEditorActions));
  const [note, setNote] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  // Mounted only while open: validating (zod, the whole scenario) waits until it opens, so the page's
  // first paint does not pay for it.
  const validation = useMemo(() => validateScenario(draft), [draft]);
  const issues = useMemo(() => (validation.ok ? [] : validation.issues), [validation]);
  const byPath = useMemo(() => issuesByPath(issues), [issues]);
  useEditorKeys(true, actions.undoDraft, actions.redoDraft);
  const dialog = useDialog<HTMLDivElement>(() => actions.setEditorOpen(false));

  const startFrom = (id: string) => {
    const scenario = id === "" ? playing : SCENARIOS.find((s) => s.id === id);
    if (scenario) actions.startDraftFrom(scenario);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImportedFile(file);
    if (!read.ok) return setNote(t("editor.importFailed", { message: words(read.message) }));
    const opened = await actions.importDraft(read.value, file.name);
    setNote(opened.ok ? t("editor.imported", { name: file.name }) : t("editor.importRefused", { name: file.name, reason: words(issueMessage(opened.issues[0])) }));
  };

  return (
    <div
      ref={dialog}
      role="dialog"
      tabIndex={-1}
      data-testid="editor-drawer"
      aria-label={t("editor.title")}
      className="fixed inset-y-0 right-0 z-40 flex w-[min(42rem,100vw)] flex-col border-l border-slate-300 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex shrink-0 flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <h2 className="text-sm font-semibold">{t("editor.title")}</h2>
        <label className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
          {t("editor.startFrom")}
          <select value="-" onChange={(e) => startFrom(e.target.value)} data-testid="editor-start-from" className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-800">
            <option value="-" disabled>
              …
            </option>
            <option value="">{t("editor.startFromCurrent")}</option>
            {SCENARIOS.map((s) => (
              <option key={s.id} value={s.id}>
                {localized(s.title)}
              </option>
            ))}
          </select>
        </label>
        <span className="ml-auto flex gap-1">
          <button type="button" className={BUTTON} onClick={actions.undoDraft} disabled={!canUndo} data-testid="editor-undo" title="Ctrl+Z">
            {t("editor.undo")}
          </button>
          <button type="button" className={BUTTON} onClick={actions.redoDraft} disabled={!canRedo} data-testid="editor-redo" title="Ctrl+Shift+Z">
            {t("editor.redo")}
          </button>
          <button type="button" className={BUTTON} onClick={() => fileInput.current?.click()} data-testid="editor-import">
            {t("editor.import")}
          </button>
          <input ref={fileInput} type="file" accept="application/json,.json" hidden data-testid="editor-import-file" onChange={(e) => void importFile(e.target.files?.[0]).finally(() => (e.target.value = ""))} />
          <button type="button" className={BUTTON} onClick={() => downloadScenario(draft)} data-testid="editor-export">
            {t("editor.export")}
          </button>
          <button type="button" className={BUTTON} onClick={() => actions.setEditorOpen(false)} data-testid="editor-close" aria-label={t("editor.close")}>
            ✕
          </button>
        </span>
      </div>
      <div className="shrink-0 space-y-1 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <IssueList issues={issues} />
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => actions.runDraft()}
            disabled={!validation?.ok}
            data-testid="editor-run"
            className="h-7 shrink-0 whitespace-nowrap rounded-md bg-sky-700 px-3 text-xs font-medium text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {t("editor.run")}
          </button>
          <DraftSaveNote note={note} />
        </div>
        <DraftElsewhereBar />
        <RecoveredList />
      </div>
      <IssuesContext.Provider value={byPath}>
        <div className="min-h-0 flex-1 space-y-4 overflow-auto px-3 py-3">
          <ScenarioBasics draft={draft} />
          <RouterSection draft={draft} />
          <AgentsSection draft={draft} />
          <ToolsSection draft={draft} />
          <LessonSection draft={draft} />
        </div>
      </IssuesContext.Provider>
    </div>
  );
}
