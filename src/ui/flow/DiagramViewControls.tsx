import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectDiagramView, selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { foldedGroups } from "./detail";
import { groupIds } from "./flowModel";
import { shapeOf } from "./layoutCache";

const button =
  "whitespace-nowrap rounded border px-1.5 text-[11px] leading-5 font-medium border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
const pressed = "!border-sky-700 !bg-sky-700 !text-white hover:!bg-sky-800 dark:!border-sky-500 dark:!bg-sky-600";

/**
 * The diagram's level of detail (everything, or agents only), whether alike agents fold into one node
 * (offered when the graph has them), and one button that folds every group while any is open, and
 * opens them all once every one is folded.
 */
export function DiagramViewControls() {
  const t = useText();
  const { detail, folding, expanded, heat, setDiagramDetail, setFolding, setAlikeExpanded, setDiagramHeat } = useAppStore(useShallow(selectDiagramView));
  const trace = useAppStore(selectTrace);
  const groups = trace ? groupIds(trace.graph) : new Set<string>();
  const anyOpen = trace !== undefined && foldedGroups(trace.graph, folding, detail).length < groups.size;
  const agentsOnly = detail === "agents";
  const hasAlike = trace !== undefined && shapeOf(trace.graph, folding, detail).shown.nodes.some((node) => node.aggregate);
  return (
    <div className="flex items-center gap-1" role="group" aria-label={t("flow.viewControls")}>
      <button
        type="button"
        aria-pressed={agentsOnly}
        title={t("flow.agentsOnlyHint")}
        data-testid="diagram-agents-only"
        onClick={() => setDiagramDetail(agentsOnly ? "full" : "agents")}
        className={`${button} ${agentsOnly ? pressed : ""}`}
      >
        {t("flow.agentsOnly")}
      </button>
      <button
        type="button"
        aria-pressed={heat}
        title={t("flow.heatHint")}
        data-testid="diagram-heat"
        onClick={() => setDiagramHeat(!heat)}
        className={`${button} ${heat ? pressed : ""}`}
      >
        {t("flow.heat")}
      </button>
      {hasAlike ? (
        <button
          type="button"
          aria-pressed={!expanded}
          title={t("flow.alikeHint")}
          data-testid="diagram-group-alike"
          onClick={() => setAlikeExpanded(!expanded)}
          className={`${button} ${expanded ? "" : pressed}`}
        >
          {t("flow.alike")}
        </button>
      ) : null}
      {groups.size === 0 ? null : anyOpen ? (
        <button type="button" title={t("flow.collapseAllHint")} data-testid="diagram-collapse-all" onClick={() => setFolding("all")} className={button}>
          {t("flow.collapseAll")}
        </button>
      ) : (
        <button type="button" title={t("flow.expandAllHint")} data-testid="diagram-expand-all" onClick={() => setFolding("none")} className={button}>
          {t("flow.expandAll")}
        </button>
      )}
    </div>
  );
}
