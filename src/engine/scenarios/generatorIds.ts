/**
 * The built-in generators of scenarios from knob values (see `generated.ts`). A leaf module: the knob
 * table names a generator for the knobs only its scenarios read, and the scenario types sit above the knobs.
 */
export type ScenarioGenerator = "scale";
