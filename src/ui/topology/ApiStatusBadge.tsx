import type { TopologyId } from "../../engine/knobs";
import { TOPOLOGIES } from "../../engine/topologies";
import type { ApiStatus } from "../../engine/topologies/types";
import { useText } from "../i18n/useText";

const STATUS_STYLE: Record<ApiStatus, string> = {
  current: "bg-emerald-100 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-900/50 dark:text-emerald-200 dark:ring-emerald-400/30",
  legacy: "bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-900/50 dark:text-amber-200 dark:ring-amber-400/30",
  "hand-written": "bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30",
};

/**
 * A topology's API status from its descriptor (current, legacy, hand-written), with the library calls
 * it is built on in the tooltip, so nobody learns a deprecated path by accident.
 */
export function ApiStatusBadge({ topology, testId = "api-status" }: { topology: TopologyId; testId?: string }) {
  const t = useText();
  const { status, uses } = TOPOLOGIES[topology].api;
  const help = `${t(`apiStatus.${status}.help`)} ${t("apiStatus.uses", { apis: uses.join(", ") })}`;
  return (
    <span
      data-testid={testId}
      data-status={status}
      title={help}
      className={`inline-flex shrink-0 items-center rounded px-1.5 py-px text-[10px] font-semibold tracking-normal normal-case ring-1 ring-inset ${STATUS_STYLE[status]}`}
    >
      {t(`apiStatus.${status}`)}
    </span>
  );
}
