import { describe, expect, it } from "vitest";
import { makeKnobs } from "../knobs";
import { knobApplies } from "../topologies";
import { docsOneShot } from "./docsCoffee";
import { docsMultiDomain } from "./docsMultiDomain";
import { generatorParams, playedScenario } from "./generated";
import { researchCode } from "./researchCode";

describe("the docs scenarios' two flows", () => {
  it("play the drawn flow by default and the batched one with flow=batched", () => {
    const drawn = playedScenario(docsMultiDomain, makeKnobs({ topology: "skills" }));
    const batched = playedScenario(docsMultiDomain, makeKnobs({ topology: "skills", flow: "batched" }));
    expect(drawn.routerScripts.skills!.filter((reply) => reply.toolCalls?.length).map((reply) => reply.toolCalls!.length)).toEqual([1, 1, 1]);
    expect(batched.routerScripts.skills!.filter((reply) => reply.toolCalls?.length).map((reply) => reply.toolCalls!.length)).toEqual([3]);
    expect(playedScenario(docsOneShot, makeKnobs({ flow: "batched" })).router.synthesizes).toBeUndefined();
    expect(playedScenario(docsOneShot, makeKnobs()).router.synthesizes).toBe("several-answers");
  });

  it("make flow a knob of the docs scenarios only, and part of what tells their played scenarios apart", () => {
    expect(knobApplies("flow", "skills", docsMultiDomain)).toBe(true);
    expect(knobApplies("flow", "skills", researchCode)).toBe(false);
    expect(generatorParams(docsMultiDomain, makeKnobs({ flow: "batched" }))).not.toBe(generatorParams(docsMultiDomain, makeKnobs()));
    expect(generatorParams(researchCode, makeKnobs({ flow: "batched" }))).toBe("");
  });
});
