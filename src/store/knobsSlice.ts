import { makeKnobs, type KnobName, type Knobs } from "../engine/knobs";
import { OPENING_SCENARIO } from "../engine/scenarios/builtIns";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import type { SliceCreator } from "./types";

export interface KnobsState {
  /** The knob setting the current trace was (or is being) run with. */
  knobs: Knobs;
}

export interface KnobsActions {
  /** Sets one knob and re-runs, keeping the playhead at a comparable step. */
  setKnob<K extends KnobName>(name: K, value: Knobs[K]): void;
  /** Sets several knobs at once (a sweep row, a gallery fix) and re-runs once. */
  setKnobs(knobs: Partial<Knobs>): void;
}

export const createKnobsSlice: SliceCreator<KnobsState & KnobsActions> = (_set, get) => ({
  knobs: scenarioKnobs(OPENING_SCENARIO),
  setKnob(name, value) {
    get().setKnobs({ [name]: value } as Partial<Knobs>);
  },
  setKnobs(changes) {
    get().requestRun({ keepPlayhead: true, knobs: makeKnobs({ ...get().knobs, ...changes }) });
  },
});
