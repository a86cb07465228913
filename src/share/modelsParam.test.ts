import { describe, expect, it } from "vitest";
import { DEFAULT_MODEL_CHOICE } from "../engine/cost/prices";
import { isDefaultModelChoice, readModelsParam, writeModelsParam } from "./modelsParam";

describe("the models link parameter", () => {
  it("round-trips roles and agents, agent names with the separators in them too", () => {
    const choice = { router: "gpt-5-mini" as const, worker: "claude-sonnet-4-5" as const, agents: { researcher: "gpt-4.1-mini" as const, "a~b:c.d": "gpt-5" as const } };
    const text = writeModelsParam(choice);
    expect(text).toBe("router.gpt-5-mini~worker.claude-sonnet-4-5~agent.gpt-4.1-mini.researcher~agent.gpt-5.a%7Eb:c.d");
    expect(readModelsParam(text)).toEqual({ value: choice, warnings: [] });
  });

  it("writes only what differs from a cheap router and a strong worker", () => {
    expect(isDefaultModelChoice(DEFAULT_MODEL_CHOICE)).toBe(true);
    expect(writeModelsParam({ ...DEFAULT_MODEL_CHOICE, agents: { coder: "gpt-5" } })).toBe("agent.gpt-5.coder");
    expect(isDefaultModelChoice({ ...DEFAULT_MODEL_CHOICE, agents: { coder: "gpt-5" } })).toBe(false);
  });

  it("drops a pair it cannot read, with a warning, and keeps the rest", () => {
    const read = readModelsParam("router.gpt-9~agent.gpt-5.coder~boss.gpt-5~agent.gpt-5.%E0%A4%A");
    expect(read.value).toEqual({ ...DEFAULT_MODEL_CHOICE, agents: { coder: "gpt-5" } });
    expect(read.warnings).toHaveLength(3);
    expect(read.warnings[0]).toMatchObject({ code: "link.modelsUnknownModel", params: { model: "gpt-9" } });
  });
});
