import { describe, expect, it } from "vitest";
import { LOCALES, localize } from "../localizedText";
import { findScenario, SCENARIOS } from "../scenarios";
import { GALLERY_FIXES } from "../scenarios/errors";
import { cachedRun } from "../testing/cachedRun";
import { givenNumbers, numbersIn, SOURCE_REFERENCE } from "../story/givenNumbers";
import { fillStory } from "../story/placeholders";
import { runStory } from "../story/story";
import { validateScenario } from "../../share/scenarioSchema";
import { lessonCall, lessonKnobs, resolveMark } from "./lessons";

const runOf = cachedRun();
const withLessons = [...SCENARIOS, ...GALLERY_FIXES].filter((s) => s.lesson?.length);

describe("lesson marks", () => {
  it("find the same node's step on runs a knob made longer or shorter", async () => {
    const scenario = findScenario("research-code")!;
    const lean = await runOf(scenario, lessonKnobs(scenario, { caption: "", knobs: { addHandoffMessages: false } }));
    const full = await runOf(scenario, lessonKnobs(scenario, { caption: "", knobs: { outputMode: "full_history" } }));
    for (const trace of [lean, full]) {
      const at = resolveMark(trace, { node: "coder:agent", nth: 2 })!;
      const id = (i: number) => [...trace.steps[i].namespace, trace.steps[i].node].join(":");
      expect(id(at)).toBe("coder:agent");
      expect(trace.steps.filter((_, i) => i < at && id(i) === "coder:agent")).toHaveLength(1);
    }
  });

  it("stand for the last step when there is none, the last match with last, and nothing when no step matches", async () => {
    const trace = await runOf(findScenario("two-turns")!);
    expect(resolveMark(trace, undefined)).toBe(trace.steps.length - 1);
    expect(resolveMark(trace, { kind: "input", last: true })).toBe(trace.turns[1].startStep);
    expect(resolveMark(trace, { kind: "input", turn: 2 })).toBe(trace.turns[1].startStep);
    expect(resolveMark(trace, { node: "nobody" })).toBeUndefined();
    expect(resolveMark(trace, { kind: "input", nth: 3 })).toBeUndefined();
  });
});

describe("built-in lessons", () => {
  it("cover research-code, two-turns, parallel-handoffs and an error scenario", () => {
    expect(withLessons.map((s) => s.id)).toEqual(expect.arrayContaining(["research-code", "two-turns", "parallel-handoffs", "error-command-without-ends"]));
  });

  it.each(withLessons.map((s) => [s.id, s] as const))("%s: every step finds its playhead and call, and every figure comes from the step's run", async (_id, scenario) => {
    expect(validateScenario(scenario).ok).toBe(true);
    for (const [index, step] of scenario.lesson!.entries()) {
      const knobs = lessonKnobs(scenario, step);
      const texts = [step.caption, ...(step.predict ? [step.predict.answer] : [])];
      const runs = await runStory(scenario, knobs, texts, runOf);
      const trace = runs.current!;
      expect(resolveMark(trace, step.at), `step ${index + 1}: no step matches ${JSON.stringify(step.at)}`).toBeDefined();
      if (step.look && "call" in step.look) expect(lessonCall(trace, step), `step ${index + 1}: no such call`).toBeDefined();
      const given = givenNumbers(scenario, knobs);
      for (const locale of LOCALES) {
        for (const part of fillStory(localize(step.caption, locale), runs, locale)) {
          if ("figure" in part) expect(part.value, `step ${index + 1}: ${part.figure.source}`).toBeDefined();
          else for (const n of numbersIn(part.text.replace(SOURCE_REFERENCE, ""))) expect(given, `step ${index + 1} (${locale}) types in ${n}`).toContain(n);
        }
      }
      if (step.predict) {
        const answer = fillStory(step.predict.answer, runs, "en");
        expect(answer, `step ${index + 1}: the answer is one figure`).toHaveLength(1);
        expect("figure" in answer[0] && answer[0].value, `step ${index + 1}: the answer is a number`).toMatch(/^\d[\d,]*$/);
      }
    }
  }, 120_000);
});
