import { describe, expect, it } from "vitest";
import { lessonCall, lessonKnobs, resolveMark } from "../engine/lessons/lessons";
import { findScenario } from "../engine/scenarios";
import { cachedRun } from "../engine/testing/cachedRun";
import { createAppStore } from "./createAppStore";
import { knobsKey } from "./baseline";
import type { AppState } from "./types";
import { selectLessonMask, selectMaskedAnswer } from "./lessonSlice";
import { contextAt } from "../engine/trace/metrics";

const runOf = cachedRun();
const engine = { run: runOf, sweep: () => Promise.resolve() };
const researchCode = findScenario("research-code")!;

/** Waits until no run and no lesson step is in flight. */
async function settled(store: ReturnType<typeof createAppStore>): Promise<AppState> {
  for (let i = 0; i < 500; i += 1) {
    const s = store.getState();
    if (s.status === "ready" && s.lessonPending === undefined) return s;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the store never settled");
}

describe("the lesson player in the store", () => {
  it("plays a lesson forward and back: each step's setting, then its playhead and model call on the step's own run", async () => {
    const store = createAppStore({ engine });
    store.getState().selectScenario("research-code");
    await settled(store);
    const steps = researchCode.lesson!;
    const visit = async (index: number) => {
      const s = await settled(store);
      const step = steps[index];
      const expected = await runOf(researchCode, lessonKnobs(researchCode, step));
      expect(s.lessonStep).toBe(index);
      expect(knobsKey(s.knobs)).toBe(knobsKey(expected.knobs));
      expect(s.trace).toEqual(expected);
      expect(s.step).toBe(resolveMark(expected, step.at));
      if (step.look && "call" in step.look) expect(s.selectedCall).toBe(lessonCall(expected, step));
      // A step's compare preset opens B beside it; a step without one shows no compare.
      expect(s.compareKnobs && knobsKey(s.compareKnobs)).toBe(step.compare && knobsKey(lessonKnobs(researchCode, { ...step, knobs: step.compare })));
    };
    for (const [index] of steps.entries()) {
      store.getState().nextLessonStep();
      await visit(index);
    }
    // After the last step, the summary: the same setting and step, nothing re-run.
    store.getState().nextLessonStep();
    await visit(steps.length - 1);
    expect(store.getState().lessonSummary).toBe(true);
    store.getState().prevLessonStep();
    await visit(steps.length - 1);
    expect(store.getState().lessonSummary).toBe(false);
    for (let index = steps.length - 2; index >= 0; index -= 1) {
      store.getState().prevLessonStep();
      await visit(index);
    }
  }, 60_000);

  it("plays the migration step's compare on the real runs: B is createSupervisor beside A's createAgent subagents, and stepping back closes it", async () => {
    const store = createAppStore({ engine });
    store.getState().selectScenario("research-code");
    await settled(store);
    const index = researchCode.lesson!.findIndex((step) => step.compare);
    store.getState().goToLessonStep(index);
    await settled(store);
    for (let i = 0; i < 500 && store.getState().compareStatus !== "ready"; i += 1) await new Promise((r) => setTimeout(r, 10));
    const s = store.getState();
    const supervisor = await runOf(researchCode, lessonKnobs(researchCode, { caption: "", knobs: { topology: "supervisor" } }));
    expect([s.trace?.knobs.topology, s.compareTrace?.knobs.topology]).toEqual(["subagents", "supervisor"]);
    expect(s.compareTrace).toEqual(supervisor);
    store.getState().prevLessonStep();
    await settled(store);
    expect(store.getState().compareKnobs).toBeUndefined();
  }, 60_000);

  it("reveals a step's answer only when asked, and hides it again on the next step", async () => {
    const store = createAppStore({ engine });
    store.getState().selectScenario("research-code");
    const at = researchCode.lesson!.findIndex((step) => step.predict);
    store.getState().goToLessonStep(at);
    await settled(store);
    expect(store.getState().lessonRevealed).toBe(false);
    store.getState().revealAnswer();
    expect(store.getState().lessonRevealed).toBe(true);
    store.getState().nextLessonStep();
    expect(store.getState().lessonRevealed).toBe(false);
  });

  it("restores a linked step without applying its setting, and drops the lesson on a scenario switch", async () => {
    const store = createAppStore({ engine });
    store.getState().selectScenario("research-code");
    const before = (await settled(store)).knobs;
    store.getState().restoreLessonStep(3);
    expect(store.getState().lessonStep).toBe(3);
    expect(store.getState().knobs).toBe(before);
    store.getState().restoreLessonStep(99);
    expect(store.getState().lessonStep).toBeUndefined();
    store.getState().goToLessonStep(1);
    store.getState().selectScenario("two-turns");
    expect(store.getState().lessonStep).toBeUndefined();
  });

  it("hides a predict step's figures until Reveal, then keeps the guess beside the run's answer for the summary", async () => {
    const store = createAppStore({ engine });
    store.getState().selectScenario("research-code");
    await settled(store);
    const index = researchCode.lesson!.findIndex((step) => step.predict?.answer === "{messages}");
    store.getState().goToLessonStep(index);
    expect(selectLessonMask(store.getState())?.screen).toEqual(["messages"]);
    const s = await settled(store);
    const answer = String(contextAt(s.trace!).messages);
    expect(selectMaskedAnswer(s)).toBe(answer);
    store.getState().setLessonGuess("9");
    store.getState().revealAnswer(answer);
    expect(selectLessonMask(store.getState())).toBeUndefined();
    expect(store.getState().lessonGuesses[index]).toEqual({ guess: "9", answer });
    // Back on a revealed step, the answer stays revealed; a look step hides nothing.
    store.getState().goToLessonStep(0);
    expect(selectLessonMask(await settled(store))).toBeUndefined();
    store.getState().goToLessonStep(index);
    expect(store.getState().lessonRevealed).toBe(true);
    store.getState().closeLesson();
    expect(store.getState().lessonGuesses).toEqual({});
  }, 60_000);
});
