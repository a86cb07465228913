import { describe, expect, it } from "vitest";
import { criticPlan, criticValidate, MAX_PLAN_STEPS } from "./routerCritic";

const registry = ["code-reviewer", "doc-writer", "risk-reviewer"];

describe("routerCritic", () => {
  it("passes a confident pick of a registered agent unchanged", () => {
    const decision = { agent: "risk-reviewer", confidence: 0.86, reasoning: "r", alternatives: ["code-reviewer"] };
    expect(criticValidate(decision, registry, 0.5)).toEqual(decision);
  });

  it("turns a low-confidence pick into unsure and keeps the guess first among the alternatives", () => {
    const out = criticValidate({ agent: "risk-reviewer", confidence: 0.35, reasoning: "r", alternatives: ["code-reviewer", "risk-reviewer"] }, registry, 0.5);
    expect(out.agent).toBeNull();
    expect(out.confidence).toBe(0.35);
    expect(out.alternatives).toEqual(["risk-reviewer", "code-reviewer"]);
    expect(criticValidate({ agent: "risk-reviewer", confidence: 0.35, reasoning: "r", alternatives: [] }, registry, 0.3).agent).toBe("risk-reviewer");
  });

  it("turns an agent outside the registry into unsure with confidence 0, keeping only real alternatives", () => {
    const out = criticValidate({ agent: "translator", confidence: 0.9, reasoning: "r", alternatives: ["doc-writer", "ghost"] }, registry, 0.5);
    expect(out).toMatchObject({ agent: null, confidence: 0, alternatives: ["doc-writer"] });
    expect(out.reasoning).toContain("translator");
  });

  it("cuts a plan at its first invalid step and keeps the valid prefix", () => {
    const step = (agent: string) => ({ agent, confidence: 0.9 });
    const plan = criticPlan([step("code-reviewer"), step("risk-reviewer"), step("deployer"), step("doc-writer")], registry, 0.5);
    expect(plan.steps.map((s) => s.agent)).toEqual(["code-reviewer", "risk-reviewer"]);
    expect(plan).toMatchObject({ proposed: 4, cutAt: 2 });
    expect(criticPlan([step("doc-writer"), "oops", step("doc-writer")], registry, 0.5)).toMatchObject({ cutAt: 1, steps: [{ agent: "doc-writer" }] });
    expect(criticPlan([step("doc-writer"), { agent: "doc-writer", confidence: 0.2 }], registry, 0.5).cutAt).toBe(1);
  });

  it("cuts a plan longer than the step limit to the limit", () => {
    const long = Array.from({ length: MAX_PLAN_STEPS + 2 }, () => ({ agent: "doc-writer", confidence: 0.9 }));
    const plan = criticPlan(long, registry, 0.5);
    expect(plan.steps).toHaveLength(MAX_PLAN_STEPS);
    expect(plan.cutAt).toBe(MAX_PLAN_STEPS);
  });
});
