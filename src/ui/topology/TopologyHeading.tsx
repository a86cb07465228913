import { useAppStore } from "../../store/appStore";
import { selectDiagramTopology } from "../../store/selectors";
import { TOPOLOGIES } from "../../engine/topologies";
import { useLocalized } from "../i18n/useText";
import { ApiStatusBadge } from "./ApiStatusBadge";

/** The diagram's topology (the run on screen, else the one picked) by title, with its API status. */
export function TopologyHeading() {
  const localized = useLocalized();
  const topology = useAppStore(selectDiagramTopology);
  return (
    <span className="flex min-w-0 items-center gap-1.5" data-testid="diagram-topology" data-topology={topology}>
      <span className="truncate text-xs font-medium text-slate-700 dark:text-slate-200">{localized(TOPOLOGIES[topology].title)}</span>
      <ApiStatusBadge topology={topology} testId="diagram-api-status" />
    </span>
  );
}
