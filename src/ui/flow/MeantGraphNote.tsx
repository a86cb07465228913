import { useAppStore } from "../../store/appStore";
import { selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";

/** Says, over the diagram, that it shows the graph a failed build meant, and which nodes the error names. */
export function MeantGraphNote() {
  const t = useText();
  const trace = useAppStore(selectTrace);
  const meant = trace && trace.graph.nodes.length === 0 ? trace.meant : undefined;
  if (!meant) return null;
  return (
    <div
      className="pointer-events-auto rounded-lg border border-dashed border-rose-400 bg-white/95 px-2.5 py-1 text-[11px] text-slate-700 shadow-sm dark:border-rose-500/70 dark:bg-slate-900/95 dark:text-slate-200"
      data-testid="meant-graph-note"
      data-failing={meant.failing.join(",")}
    >
      <p className="font-semibold text-rose-800 dark:text-rose-300" title={t("gallery.meantHelp")}>
        {t("gallery.meant")}
      </p>
      {meant.failing.length ? <p>{t("gallery.meantFailing", { nodes: meant.failing.join(", ") })}</p> : null}
    </div>
  );
}
