import type { LocalizedText } from "../localizedText";

/**
 * The built-in generators of scenarios from knob values (see `generated.ts`). A leaf module: the knob
 * table names a generator for the knobs only its scenarios read, and the scenario types sit above the knobs.
 */
export type ScenarioGenerator = "scale";

/**
 * The title of the scenario each generator makes. The knobs panel names it for a knob only that
 * scenario reads, on the first paint too, before the catalogue of scenarios has loaded.
 */
export const GENERATED_TITLES: Record<ScenarioGenerator, LocalizedText> = {
  scale: { en: "Scale: how cost grows with the work", zh: "规模：成本如何随工作量增长" },
};
