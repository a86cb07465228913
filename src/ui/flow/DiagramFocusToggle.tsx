import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectDiagramFocusable, selectViewActions } from "../../store/selectors";
import { useText } from "../i18n/useText";

/**
 * The opt-in that puts the diagram's nodes and edges in the Tab order (a screen-reader user reading the
 * graph). Below 1536 px its label shows as "Tab" beside the diagram's view buttons (the whole label is
 * still its accessible name and its tooltip), so the card's header keeps one line on a projector.
 */
export function DiagramFocusToggle() {
  const t = useText();
  const focusable = useAppStore(selectDiagramFocusable);
  const { setDiagramFocusable } = useAppStore(useShallow(selectViewActions));
  return (
    <label className="flex items-center gap-1 whitespace-nowrap text-[10px] text-slate-600 dark:text-slate-300" title={t("flow.edgesFocusableHint")}>
      <input type="checkbox" checked={focusable} onChange={(e) => setDiagramFocusable(e.target.checked)} data-testid="diagram-focusable" className="h-3 w-3" />
      <span className="sr-only 2xl:not-sr-only">{t("flow.edgesFocusable")}</span>
      <span className="2xl:hidden" aria-hidden>
        {t("flow.edgesFocusableShort")}
      </span>
    </label>
  );
}
