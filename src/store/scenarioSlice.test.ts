import { describe, expect, it } from "vitest";
import { findScenario } from "../engine/scenarios";
import { researchCode } from "../engine/scenarios/researchCode";
import type { Scenario } from "../engine/scenarios/types";
import { createAppStore } from "./createAppStore";

/** A store whose engine never answers: these tests are about which scenario is listed and played, not its run. */
function store() {
  return createAppStore({ engine: { run: () => new Promise(() => undefined), sweep: () => new Promise(() => undefined) } });
}

const custom = (over: Partial<Scenario>): Scenario => ({ ...researchCode, userTurns: ["a custom task"], ...over });

describe("listing scenarios in the picker", () => {
  it("gives a custom scenario with a built-in's id an id of its own, and the built-in stays reachable", () => {
    const app = store();
    const impostor = custom({ id: "research-code", title: "Not the real one" });
    const listed = app.getState().loadScenario(impostor);
    expect(listed.id).toBe("research-code-2");
    expect(app.getState().scenario).toBe(listed);
    expect(app.getState().scenarios.filter((s) => s.id === "research-code")).toEqual([findScenario("research-code")]);
    app.getState().selectScenario("research-code");
    expect(app.getState().scenario).toBe(findScenario("research-code"));
    app.getState().selectScenario("research-code-2");
    expect(app.getState().scenario.title).toBe("Not the real one");
  });

  it("lists a copy of a built-in under its own custom id: jd-copy is jd-copy, not json-dispatch", () => {
    const app = store();
    const copy = { ...findScenario("json-dispatch")!, id: "jd-copy" };
    const listed = app.getState().loadScenario(copy);
    expect(listed.id).toBe("jd-copy");
    expect(app.getState().scenario).toBe(listed);
    expect(app.getState().scenarios.filter((s) => s.id === "json-dispatch")).toEqual([findScenario("json-dispatch")]);
  });

  it("lists the same custom scenario opened twice once, as the same scenario, renamed or not", () => {
    const app = store();
    const first = app.getState().loadScenario(custom({ id: "mine" }));
    const count = app.getState().scenarios.length;
    expect(app.getState().loadScenario(structuredClone(custom({ id: "mine" })))).toBe(first);
    const impostor = app.getState().loadScenario(custom({ id: "router" }));
    expect(app.getState().loadScenario(custom({ id: "router" }))).toBe(impostor);
    expect(app.getState().scenarios).toHaveLength(count + 1);
  });

  it("does not pile up renames: a newer custom scenario of one id takes the earlier one's place, -2 stays -2", () => {
    const app = store();
    const count = app.getState().scenarios.length;
    const ids = ["one", "two", "three", "four", "five", "six", "seven", "eight"].flatMap((title) => [
      app.getState().loadScenario(custom({ id: "mine", title })).id,
      app.getState().loadScenario(custom({ id: "router", title })).id,
    ]);
    expect(new Set(ids)).toEqual(new Set(["mine", "router-2"]));
    expect(app.getState().scenarios).toHaveLength(count + 2);
    expect(app.getState().scenarios.find((s) => s.id === "mine")!.title).toBe("eight");
    // A built-in is never replaced.
    expect(app.getState().scenarios.filter((s) => s.id === "router")).toEqual([findScenario("router")]);
  });

  it("opens a copy of a built-in that keeps the built-in's id as that built-in", () => {
    const app = store();
    expect(app.getState().loadScenario(structuredClone(findScenario("router")!))).toBe(findScenario("router"));
  });
});
