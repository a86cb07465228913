import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectBaselineTrace, selectPanels, selectStep, selectTrace, selectViewActions } from "../../store/selectors";
import { HistoryPanel } from "../history/HistoryPanel";

/** The shared-message history at the playhead, wired to the store (the run's details sit in their tabs). */
export function HistoryColumn() {
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const baselineTrace = useAppStore(selectBaselineTrace);
  const showDropped = useAppStore(selectPanels).dropped;
  const { togglePanel } = useAppStore(useShallow(selectViewActions));
  if (!trace) return null;
  const at = Math.min(step, trace.steps.length - 1);
  return (
    <div className="min-h-0 flex-1">
      <HistoryPanel trace={trace} step={at} baselineTrace={baselineTrace} showDropped={showDropped} onToggleDropped={() => togglePanel("dropped")} />
    </div>
  );
}
