import { describe, expect, it } from "vitest";
import { researchCode } from "../engine/scenarios/researchCode";
import type { Scenario } from "../engine/scenarios/types";
import { createAppStore } from "./createAppStore";
import type { EngineClient } from "./types";
import { loadStoreSchemas } from "./testing/storeSchemas";

/** An engine that records what it was asked to run and never answers (the editor only hands over). */
function recordingEngine(ran: Scenario[]): EngineClient {
  return {
    run: (scenario) => {
      ran.push(scenario);
      return new Promise(() => {});
    },
    sweep: () => new Promise(() => {}),
    docsTable: () => new Promise(() => {}),
  };
}

describe("the editor slice", () => {
  it("never hands an invalid draft to the engine", async () => {
    const ran: Scenario[] = [];
    const store = createAppStore({ engine: recordingEngine(ran), loadSchemas: loadStoreSchemas });
    store.getState().editDraft(["agents", 0, "script", 0, "toolCalls", 0, "name"], "serch");
    expect(await store.getState().runDraft()).toBe(false);
    expect(ran).toEqual([]);
  });

  it("plays an edited draft under its own id and keeps the built-in untouched", async () => {
    const ran: Scenario[] = [];
    const store = createAppStore({ engine: recordingEngine(ran), loadSchemas: loadStoreSchemas });
    store.getState().editDraft(["agents", 1, "script", 1, "content"], "Edited reply");
    expect(await store.getState().runDraft()).toBe(true);
    // The run first, then the runs its story quotes, all of the edited copy.
    expect(new Set(ran)).toEqual(new Set([ran[0]]));
    expect(ran[0].id).toBe("research-code-edited");
    expect(ran[0].title).toEqual({ en: "Research and code (edited)", zh: "调研并写代码（已编辑）" });
    expect(ran[0].agents[1].script[1].content).toBe("Edited reply");
    expect(researchCode.agents[1].script[1].content).not.toBe("Edited reply");
    expect(store.getState().scenario).toBe(ran[0]);
  });

  it("plays an unchanged built-in as the built-in itself, so its link stays short", async () => {
    const ran: Scenario[] = [];
    const store = createAppStore({ engine: recordingEngine(ran), loadSchemas: loadStoreSchemas });
    store.getState().startDraftFrom(researchCode);
    await store.getState().runDraft();
    expect(ran[0]).toBe(researchCode);
  });

  it("undoes a typed word in one step and redoes it", () => {
    const store = createAppStore({ engine: recordingEngine([]) });
    const path = ["title"];
    for (const title of ["A", "Ab", "Abc"]) store.getState().editDraft(path, title);
    store.getState().editDraft(["summary"], "s");
    store.getState().undoDraft();
    store.getState().undoDraft();
    expect(store.getState().draft.present.title).toEqual(researchCode.title);
    store.getState().redoDraft();
    expect(store.getState().draft.present.title).toBe("Abc");
  });
});
