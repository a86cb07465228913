import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectDiagramFocusable, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";

/** The opt-in that puts the diagram's nodes and edges in the Tab order (a screen-reader user reading the graph). */
export function DiagramFocusToggle() {
  const t = useText();
  const focusable = useAppStore(selectDiagramFocusable);
  const { setDiagramFocusable } = useAppStore(useShallow(selectViewActions));
  return (
    <label className="flex items-center gap-1 whitespace-nowrap text-[10px] text-slate-600 dark:text-slate-300" title={t("flow.edgesFocusableHint")}>
      <input type="checkbox" checked={focusable} onChange={(e) => setDiagramFocusable(e.target.checked)} data-testid="diagram-focusable" className="h-3 w-3" />
      {t("flow.edgesFocusable")}
    </label>
  );
}
