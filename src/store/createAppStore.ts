import { createStore, type StoreApi } from "zustand/vanilla";
import { createCompareSlice } from "./compareSlice";
import { createCostSlice } from "./costSlice";
import { createDecisionsSlice } from "./decisionsSlice";
import { createEditorSlice } from "./editorSlice";
import { createForkSlice } from "./forkSlice";
import { createKnobsSlice } from "./knobsSlice";
import { createLinkSlice } from "./linkSlice";
import { createPlayerSlice } from "./playerSlice";
import { predictNeighbours } from "./predictNeighbours";
import { warmSweeps } from "./warmSweeps";
import { createRunEvents } from "./runEvents";
import { createRunSlice } from "./runSlice";
import { createScenarioSlice } from "./scenarioSlice";
import { createStallSlice } from "./stallSlice";
import { createVersionSlice } from "./versionSlice";
import { createSweepSlice } from "./sweepSlice";
import { createGrowthSlice } from "./growthSlice";
import { createStorageSlice } from "./storageSlice";
import type { AppState, StoreDeps } from "./types";
import { createViewSlice } from "./viewSlice";
import { createLessonSlice } from "./lessonSlice";
import { createStorySlice } from "./storySlice";

/** The app's one store, composed from typed slices. `initial` overrides state (tests, saved theme). */
export function createAppStore(deps: StoreDeps, initial: Partial<AppState> = {}): StoreApi<AppState> {
  // Run coordination: the run and scenario slices emit, the story, lesson and compare slices follow.
  const events = createRunEvents();
  const loadSchemas = deps.loadSchemas ?? (() => Promise.reject(new Error("this store was built without its schemas")));
  const store = createStore<AppState>()((...a) => ({
    ...createScenarioSlice(events)(...a),
    ...createKnobsSlice(...a),
    ...createRunSlice(deps, events)(...a),
    ...createStallSlice(deps)(...a),
    ...createVersionSlice(...a),
    ...createSweepSlice(deps)(...a),
    ...createGrowthSlice(deps)(...a),
    ...createPlayerSlice(...a),
    ...createViewSlice(...a),
    ...createLinkSlice(...a),
    ...createEditorSlice(loadSchemas)(...a),
    ...createStorageSlice(loadSchemas)(...a),
    ...createDecisionsSlice(...a),
    ...createForkSlice(...a),
    ...createCompareSlice(deps, events)(...a),
    ...createStorySlice(deps, events)(...a),
    ...createLessonSlice(events)(...a),
    ...createCostSlice(...a),
    ...initial,
  }));
  predictNeighbours(deps, events, store.getState);
  warmSweeps(deps, events, store.getState);
  return store;
}
