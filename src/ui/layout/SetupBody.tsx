import { KnobsPanel } from "../knobs/KnobsPanel";
import { ScenarioPanel } from "../scenario/ScenarioPanel";

/** The scenario and its knobs: the setup panel's contents. */
export function SetupBody() {
  return (
    <>
      <ScenarioPanel />
      <div className="border-t border-slate-200 pt-1 dark:border-slate-800">
        <KnobsPanel />
      </div>
    </>
  );
}
