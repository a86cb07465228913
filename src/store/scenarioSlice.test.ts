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

  it("keeps two different custom scenarios with one id apart, and lists a reopened one once", () => {
    const app = store();
    const first = app.getState().loadScenario(custom({ id: "mine", title: "First" }));
    const second = app.getState().loadScenario(custom({ id: "mine", title: "Second" }));
    expect([first.id, second.id]).toEqual(["mine", "mine-2"]);
    expect(app.getState().loadScenario(custom({ id: "mine", title: "Second" }))).toBe(second);
    const count = app.getState().scenarios.length;
    app.getState().selectScenario("mine");
    expect(app.getState().scenario.title).toBe("First");
    expect(app.getState().scenarios).toHaveLength(count);
  });

  it("lets the editor replace its earlier run of a draft instead of listing every version", () => {
    const app = store();
    app.getState().loadScenario(custom({ id: "draft", title: "v1" }), {}, { replace: true });
    const count = app.getState().scenarios.length;
    const v2 = app.getState().loadScenario(custom({ id: "draft", title: "v2" }), {}, { replace: true });
    expect(v2.id).toBe("draft");
    expect(app.getState().scenarios).toHaveLength(count);
    expect(app.getState().scenarios.find((s) => s.id === "draft")!.title).toBe("v2");
    // A built-in is never replaced.
    expect(app.getState().loadScenario(custom({ id: "router" }), {}, { replace: true }).id).toBe("router-2");
  });
});
