import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectEditorActions, selectEditorOpen } from "../../store/editorSlice";
import { useText } from "../i18n/useText";

/** The header button that opens and closes the editor. */
export function EditorToggle() {
  const t = useText();
  const open = useAppStore(selectEditorOpen);
  const { setEditorOpen } = useAppStore(useShallow(selectEditorActions));
  return (
    <button
      type="button"
      onClick={() => setEditorOpen(!open)}
      aria-pressed={open}
      data-testid="editor-open"
      className="h-8 rounded-md border border-slate-300 px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {t("editor.open")}
    </button>
  );
}
