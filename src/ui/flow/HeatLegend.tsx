import { Panel } from "@xyflow/react";
import { useText } from "../i18n/useText";
import { HEAT_SHADES } from "./heat";

/** What the input-token shading means, in the diagram's top-left corner while it is on. */
export function HeatLegend({ max }: { max: number | undefined }) {
  const t = useText();
  return (
    <Panel position="top-left" className="!m-2 flex items-center gap-1.5 rounded bg-white/85 px-1.5 py-0.5 text-[11px] text-slate-700 dark:bg-slate-900/85 dark:text-slate-200" data-testid="flow-heat-legend">
      <span>{t("flow.heatLegend")}</span>
      <span className="flex" aria-hidden>
        {HEAT_SHADES.map((shade) => (
          <span key={shade} className={`h-2.5 w-3 border border-amber-300/60 ${shade}`} />
        ))}
      </span>
      {max !== undefined ? <span className="tabular-nums">{t("flow.heatMax", { tokens: max.toLocaleString("en-US") })}</span> : null}
    </Panel>
  );
}
