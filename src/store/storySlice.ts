import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import { preparedRuns } from "./preparedRuns";
import { quotedStorySettings } from "./storySettings";
import type { RunEvents } from "./runEvents";
import type { SliceCreator, StoreDeps } from "./types";

export interface StoryState {
  /** The runs of the current scenario's story settings (`{messages@full}`), by name, as they arrive. */
  storyRuns: Record<string, Trace>;
}

export function createStorySlice(deps: StoreDeps, events: RunEvents): SliceCreator<StoryState> {
  return (set, get) => {
    let storyFor: Scenario | undefined;
    const prepared = preparedRuns(deps);
    // Every run request: the runs of every story setting the scenario's texts quote, once per scenario.
    events.on("requested", () => {
      const { scenario } = get();
      // The settings' runs depend on the scenario alone.
      if (storyFor === scenario) return;
      storyFor = scenario;
      set({ storyRuns: {} });
      for (const { name, knobs } of quotedStorySettings(scenario)) {
        const ready = prepared.find(scenario, knobs);
        (ready ? Promise.resolve(ready) : deps.engine.run(scenario, knobs)).then(
          (trace) => {
            if (storyFor === scenario) set({ storyRuns: { ...get().storyRuns, [name]: trace } });
          },
          // A figure whose run failed stays "…"; the run on screen reports engine failures.
          () => undefined,
        );
      }
    });
    return { storyRuns: {} };
  };
}
