import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectBaselineTrace, selectPanels, selectSelectedCall, selectStep, selectTrace, selectViewActions } from "../../store/selectors";
import { HistoryPanel } from "../history/HistoryPanel";

/** The shared-message history at the playhead, wired to the store. */
export function HistoryColumn() {
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const baselineTrace = useAppStore(selectBaselineTrace);
  const selectedCall = useAppStore(selectSelectedCall);
  const showDropped = useAppStore(selectPanels).dropped;
  const { togglePanel, selectCall } = useAppStore(useShallow(selectViewActions));
  if (!trace) return null;
  return (
    <HistoryPanel
      trace={trace}
      step={Math.min(step, trace.steps.length - 1)}
      baselineTrace={baselineTrace}
      showDropped={showDropped}
      onToggleDropped={() => togglePanel("dropped")}
      selectedCall={selectedCall}
      onSelectCall={selectCall}
    />
  );
}
