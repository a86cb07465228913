import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectDraftElsewhere, selectDraftSave, selectStorageActions } from "../../store/storageSlice";
import { useText } from "../i18n/useText";

/** What the note says in each state but "unsaved" (worded by its problem). "Saved" only once a save worked. */
const NOTE = { saved: "editor.saved", unedited: "editor.saveUnedited", pending: "editor.savePending", held: "editor.saveHeld" } as const;

/** Whether the draft is saved, in the place "Saved" was always shown; a note (an import) replaces it for a moment. */
export function DraftSaveNote({ note }: { note?: string }) {
  const t = useText();
  const save = useAppStore(selectDraftSave);
  const text = t(save.state === "unsaved" ? (save.problem === "full" ? "editor.saveFull" : "editor.saveBlocked") : NOTE[save.state]);
  const problem = save.state === "unsaved" || save.state === "held";
  return (
    <span className={`text-[11px] ${problem ? "font-medium text-rose-700 dark:text-rose-300" : "text-slate-500 dark:text-slate-400"}`} data-testid="editor-note" data-save={save.state === "unsaved" ? save.problem : save.state} role={problem ? "status" : undefined}>
      {note ? `${note} ` : ""}
      {text}
    </span>
  );
}

/** Another tab saved a different draft: open theirs or keep this one. Nothing is saved until then. */
export function DraftElsewhereBar() {
  const t = useText();
  const elsewhere = useAppStore(selectDraftElsewhere);
  const { loadDraftFromElsewhere, keepDraftHere } = useAppStore(useShallow(selectStorageActions));
  if (!elsewhere) return null;
  const button = "h-7 rounded-md border border-amber-400 px-2 text-xs font-medium hover:bg-amber-100 dark:border-amber-600 dark:hover:bg-amber-900";
  return (
    <div role="alert" data-testid="editor-elsewhere" className="rounded-md border border-amber-300 bg-amber-50 px-2 py-1.5 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-semibold">{t("editor.elsewhere")}</p>
      <p>{t("editor.elsewhereHint")}</p>
      <div className="mt-1 flex gap-2">
        <button type="button" className={button} onClick={loadDraftFromElsewhere} data-testid="editor-elsewhere-load">
          {t("editor.elsewhereLoad")}
        </button>
        <button type="button" className={button} onClick={keepDraftHere} data-testid="editor-elsewhere-keep">
          {t("editor.elsewhereKeep")}
        </button>
      </div>
    </div>
  );
}
