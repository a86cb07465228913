import { describe, expect, it } from "vitest";
import { KNOBS, type KnobName } from "./knobs";
import { knobChoices, knobValues } from "./knobSchema";

describe("knobValues", () => {
  it("reads enums, booleans and bounded numbers from the knob schemas", () => {
    expect(knobValues("outputMode")).toEqual({ kind: "enum", choices: ["full_history", "last_message"] });
    expect(knobValues("declareEnds")).toEqual({ kind: "boolean", choices: [true, false] });
    expect(knobValues("maxIter")).toEqual({ kind: "number", int: true, min: 1, max: 50 });
    expect(knobValues("confidenceThreshold")).toEqual({ kind: "number", int: false, min: 0, max: 1 });
  });

  it("knows every knob in the table", () => {
    for (const name of Object.keys(KNOBS) as KnobName[]) expect(() => knobValues(name)).not.toThrow();
  });

  it("gives choices only for the knobs a sweep can vary", () => {
    expect(knobChoices("addHandoffMessages")).toEqual([true, false]);
    expect(knobChoices("recursionLimit")).toBeUndefined();
  });
});
