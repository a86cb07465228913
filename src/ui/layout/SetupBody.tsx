import { KnobsPanel } from "../knobs/KnobsPanel";
import { LessonPanel } from "../lessons/LessonPanel";
import { ScenarioPanel } from "../scenario/ScenarioPanel";
import { ScenarioPicker } from "../scenario/ScenarioPicker";

/**
 * The setup column: the scenario picker, its lesson (unless the layout shows the lesson elsewhere),
 * the knobs, then what the scenario shows. The knobs come before the prose, so they are in reach
 * without scrolling.
 */
export function SetupBody({ lesson }: { lesson: boolean }) {
  return (
    <>
      <ScenarioPicker />
      {lesson ? <LessonPanel /> : null}
      <div className="pt-1">
        <KnobsPanel />
      </div>
      <ScenarioPanel />
    </>
  );
}
