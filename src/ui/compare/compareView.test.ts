import { describe, expect, it } from "vitest";
import { findScenario } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { fixCompare } from "./compareView";

const side = (id: string, knobs = {}) => {
  const scenario = findScenario(id)!;
  return { scenario, knobs: scenarioKnobs(scenario, knobs) };
};

describe("a compare of a gallery mistake against its fix", () => {
  it("finds the side with the mistake, either way round", () => {
    const mistake = side("error-agent-without-name");
    const fixed = side("fixed-agent-without-name");
    expect(fixCompare(mistake, fixed)).toEqual({ code: mistake.scenario.gallery!.code, mistaken: "a" });
    expect(fixCompare(fixed, mistake)?.mistaken).toBe("b");
  });

  it("tells a fix made of knobs by the knobs", () => {
    expect(fixCompare(side("error-command-without-ends"), side("error-command-without-ends", { declareEnds: true }))?.mistaken).toBe("a");
    expect(fixCompare(side("error-command-without-ends"), side("error-command-without-ends"))).toBeUndefined();
  });

  it("is no fix compare for other pairs", () => {
    expect(fixCompare(side("research-code"), side("research-code", { topology: "swarm" }))).toBeUndefined();
  });
});
