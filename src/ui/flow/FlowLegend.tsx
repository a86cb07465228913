import { Panel } from "@xyflow/react";
import { useText } from "../i18n/useText";

/** What the edge styles and the highlight mean, in the diagram's corner (it gives way below 1280 px). */
export function FlowLegend() {
  const t = useText();
  return (
    <Panel position="bottom-right" className="!m-2 !mb-5 hidden items-center gap-3 rounded bg-white/80 px-1.5 py-0.5 text-[11px] text-slate-600 xl:flex dark:bg-slate-900/80 dark:text-slate-300">
      <span className="flex items-center gap-1" aria-hidden>
        <svg width="22" height="6"><line x1="0" y1="3" x2="22" y2="3" className="stroke-slate-500" strokeWidth="1.5" /></svg>
        {t("flow.legendFixed")}
      </span>
      <span className="flex items-center gap-1" aria-hidden>
        <svg width="22" height="6"><line x1="0" y1="3" x2="22" y2="3" className="stroke-slate-500" strokeWidth="1.5" strokeDasharray="4 3" /></svg>
        {t("flow.legendConditional")}
      </span>
      <span className="flex items-center gap-1" aria-hidden>
        <span className="h-2.5 w-2.5 rounded-sm bg-sky-700" />
        {t("flow.legendActive")}
      </span>
    </Panel>
  );
}
