import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The page's start without the catalogue: fresh copies of the modules, as the page has them before
 * `src/engine/scenarios/index.ts` loads (Vitest's setup file loads it for every other test).
 */
describe("the page before the scenario catalogue arrives", () => {
  beforeEach(() => vi.resetModules());

  it("holds the opening scenario alone, and every built-in in the picker's order once the catalogue registers", async () => {
    const builtIns = await import("../engine/scenarios/builtIns");
    expect(builtIns.catalogueLoaded()).toBe(false);
    expect(builtIns.builtInScenarios()).toEqual([builtIns.OPENING_SCENARIO]);
    expect(builtIns.findScenario(builtIns.OPENING_SCENARIO.id)).toBe(builtIns.OPENING_SCENARIO);
    expect(builtIns.findScenario("router")).toBeUndefined();

    const { SCENARIOS } = await import("../engine/scenarios");
    expect(builtIns.catalogueLoaded()).toBe(true);
    expect(builtIns.builtInScenarios()).toBe(SCENARIOS);
    expect(SCENARIOS[0]).toBe(builtIns.OPENING_SCENARIO);
    expect(builtIns.findScenario("router")?.id).toBe("router");
    // An error-gallery fix is found by id, though not listed.
    const fix = SCENARIOS.find((scenario) => scenario.gallery?.fixScenarioId)!.gallery!.fixScenarioId!;
    expect(builtIns.findScenario(fix)?.id).toBe(fix);
  });

  it("opens without it only a link that plays the opening scenario and decodes, with no scenario of its own or gallery twin", async () => {
    const { opensWithoutCatalogue } = await import("./scenarioCatalogue");
    expect(opensWithoutCatalogue("", undefined)).toBe(true);
    expect(opensWithoutCatalogue("v=1&s=research-code&outputMode=full_history&step=2&lang=zh", undefined)).toBe(true);
    expect(opensWithoutCatalogue("v=1&s=router&step=3", undefined)).toBe(false);
    expect(opensWithoutCatalogue("v=1&s=no-such-scenario", undefined)).toBe(false);
    expect(opensWithoutCatalogue("v=2&s=research-code", undefined)).toBe(false);
    expect(opensWithoutCatalogue("v=1&s=research-code&cmps=error-command-without-ends-fixed", undefined)).toBe(false);
    expect(opensWithoutCatalogue("v=1&c=anything", undefined)).toBe(false);

    await import("../engine/scenarios");
    expect(opensWithoutCatalogue("v=1&s=router&step=3", undefined)).toBe(true);
  });

  it("lists every built-in from the index made at build time, as the catalogue lists them once it arrives", async () => {
    // The index as the build serves it (JSON), made with the catalogue loaded; then a page's fresh modules take it.
    const { prepareOpening } = await import("../../build/prepareOpeningRuns");
    const { scenarioIndex } = await prepareOpening();
    vi.resetModules();
    const builtIns = await import("../engine/scenarios/builtIns");
    expect(builtIns.builtInListings()).toEqual([builtIns.listingOf(builtIns.OPENING_SCENARIO)]);
    builtIns.registerScenarioIndex(JSON.parse(JSON.stringify(scenarioIndex)));
    expect(builtIns.catalogueLoaded()).toBe(false);
    const before = builtIns.builtInListings();
    expect(before.map((listing) => listing.id)).toContain("router");

    const { SCENARIOS } = await import("../engine/scenarios");
    expect(builtIns.builtInListings()).toEqual(before);
    expect(before.filter((listing) => listing.hasLesson).map((listing) => listing.id)).toEqual(SCENARIOS.filter((s) => s.lesson?.length).map((s) => s.id));
  }, 120_000);

  it("opens a scenario picked from the index once the catalogue has arrived, and lists every built-in then", async () => {
    const { createAppStore } = await import("../store/createAppStore");
    const app = createAppStore({ engine: { run: () => new Promise(() => undefined), sweep: () => new Promise(() => undefined) } });
    expect(app.getState().scenarios.map((s) => s.id)).toEqual(["research-code"]);
    app.getState().selectScenario("router");
    expect(app.getState().scenario.id).toBe("research-code");
    await vi.waitFor(() => expect(app.getState().scenario.id).toBe("router"));
    const { SCENARIOS } = await import("../engine/scenarios");
    expect(app.getState().scenarios).toEqual(SCENARIOS);
  });
});
