import { useShallow } from "zustand/react/shallow";
import { useAppStore } from "../../store/appStore";
import { selectBaselineTrace, selectPanels, selectSelectedCall, selectStep, selectTrace, selectViewActions, selectPlayerActions } from "../../store/selectors";
import { GuardBoard } from "../guards/GuardBoard";
import { HistoryPanel } from "../history/HistoryPanel";
import { ChecksPanel } from "../checks/ChecksPanel";
import { StatePanel } from "../state/StatePanel";

/** The run's checks, seed 003's board (guarded topologies) and the topology's own state at the playhead. */
export function RunDetails() {
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const { setStep } = useAppStore(useShallow(selectPlayerActions));
  if (!trace) return null;
  const at = Math.min(step, trace.steps.length - 1);
  return (
    <>
      <ChecksPanel trace={trace} step={at} onShowStep={setStep} />
      <GuardBoard trace={trace} step={at} />
      <StatePanel trace={trace} step={at} />
    </>
  );
}

/**
 * The run's details ({@link RunDetails}, unless `details` is false: the presenter layout folds them
 * elsewhere) and the shared-message history at the playhead, wired to the store.
 */
export function HistoryColumn({ details = true }: { details?: boolean }) {
  const trace = useAppStore(selectTrace);
  const step = useAppStore(selectStep);
  const baselineTrace = useAppStore(selectBaselineTrace);
  const selectedCall = useAppStore(selectSelectedCall);
  const showDropped = useAppStore(selectPanels).dropped;
  const { togglePanel, selectCall } = useAppStore(useShallow(selectViewActions));
  if (!trace) return null;
  const at = Math.min(step, trace.steps.length - 1);
  return (
    <>
      {details ? <RunDetails /> : null}
      <div className="min-h-0 flex-1">
        <HistoryPanel
          trace={trace}
          step={at}
          baselineTrace={baselineTrace}
          showDropped={showDropped}
          onToggleDropped={() => togglePanel("dropped")}
          selectedCall={selectedCall}
          onSelectCall={selectCall}
        />
      </div>
    </>
  );
}
