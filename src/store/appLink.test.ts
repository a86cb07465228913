import { describe, expect, it } from "vitest";
import { makeKnobs } from "../engine/knobs";
import { findScenario } from "../engine/scenarios";
import { researchCode } from "../engine/scenarios/researchCode";
import { decodeLink, encodeLink } from "../share/linkCodec";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { DEFAULT_PANELS } from "./viewSlice";
import { addressOf, linkInQuery, linkStateOf, panelsFromLink, shareAddress } from "./appLink";
import { DEFAULT_COST } from "./costSlice";
import * as linkSchemas from "../share/linkSchemas";

describe("linkStateOf", () => {
  it("links a built-in scenario at its own defaults by id alone", () => {
    const state = linkStateOf({ scenario: researchCode, knobs: scenarioKnobs(researchCode), step: 0, panels: DEFAULT_PANELS, locale: "en", cost: DEFAULT_COST });
    expect(state).toEqual({ v: 1, scenario: { id: "research-code" }, knobs: {}, step: 0, view: { lang: "en" } });
  });

  it("keeps only the knobs that differ from what the scenario opens with", () => {
    const knobs = makeKnobs({ ...scenarioKnobs(researchCode), outputMode: "full_history", recursionLimit: 12 });
    const state = linkStateOf({ scenario: researchCode, knobs, step: 9, panels: { ...DEFAULT_PANELS, dropped: true }, selectedCall: 2, locale: "zh", cost: DEFAULT_COST });
    expect(state.knobs).toEqual({ outputMode: "full_history", recursionLimit: 12 });
    const encoded = encodeLink(state);
    expect(encoded.ok && encoded.link).toBe("v=1&s=research-code&outputMode=full_history&recursionLimit=12&step=9&panels=dropped&call=2&lang=zh");
  });

  it("carries the lesson step (from 1) and the hidden knobs, and reads them back the same", () => {
    const knobs = scenarioKnobs(researchCode, { outputMode: "full_history" });
    const state = linkStateOf({ scenario: researchCode, knobs, step: 14, panels: DEFAULT_PANELS, locale: "en", lessonStep: 3, hiddenKnobs: ["outputMode", "addHandoffMessages"] });
    const encoded = encodeLink(state);
    expect(encoded.ok && encoded.link).toBe("v=1&s=research-code&outputMode=full_history&step=14&lesson=4&hide=outputMode,addHandoffMessages&lang=en");
    const decoded = encoded.ok ? decodeLink(encoded.link, linkSchemas) : undefined;
    expect(decoded).toEqual({ ok: true, state, warnings: [] });
  });

  it("carries the diagram's agents-only view and the groups folded by hand, and reads them back", () => {
    const base = { scenario: researchCode, knobs: scenarioKnobs(researchCode), step: 0, panels: DEFAULT_PANELS, locale: "en" as const };
    const round = (link: string) => {
      const decoded = decodeLink(link, linkSchemas);
      return decoded.ok ? decoded.state.view : undefined;
    };
    const agents = encodeLink(linkStateOf({ ...base, diagramDetail: "agents", folding: "all" }));
    expect(agents.ok && agents.link).toBe("v=1&s=research-code&dg=agents,*&lang=en");
    expect(round(agents.ok ? agents.link : "")).toMatchObject({ detail: "agents", folding: "all" });
    const some = encodeLink(linkStateOf({ ...base, folding: ["researcher", "order_team:order_lead"] }));
    expect(round(some.ok ? some.link : "")).toMatchObject({ folding: ["researcher", "order_team:order_lead"] });
    const unfolded = encodeLink(linkStateOf({ ...base, folding: "none" }));
    expect(round(unfolded.ok ? unfolded.link : "")).toMatchObject({ folding: "none" });
    // The full graph with folding left to the graph's size writes nothing.
    const plain = encodeLink(linkStateOf({ ...base, diagramDetail: "full" }));
    expect(plain.ok && plain.link).toBe("v=1&s=research-code&lang=en");
    // Alike agents drawn one by one and the input-token shading go in as words of their own, beside folded groups.
    const each = encodeLink(linkStateOf({ ...base, alikeExpanded: true, diagramHeat: true, folding: ["worker_05"] }));
    expect(each.ok && each.link).toBe("v=1&s=research-code&dg=each,heat,worker_05&lang=en");
    expect(round(each.ok ? each.link : "")).toEqual({ lang: "en", expanded: true, heat: true, folding: ["worker_05"] });
    const aggregated = encodeLink(linkStateOf({ ...base, alikeExpanded: false, diagramHeat: false }));
    expect(aggregated.ok && aggregated.link).toBe("v=1&s=research-code&lang=en");
    const bad = decodeLink("v=1&s=research-code&dg=agents,<b>", linkSchemas);
    expect(bad.ok && bad.warnings.map((w) => w.code)).toContain("link.badDiagramView");
  });

  it("links the scale scenario by its numbers alone, and reads them back as knobs", () => {
    const scale = findScenario("scale")!;
    const knobs = scenarioKnobs(scale, { workers: 24, toolCalls: 10, turns: 2 });
    const encoded = encodeLink(linkStateOf({ scenario: scale, knobs, step: 0, panels: DEFAULT_PANELS, locale: "en", cost: DEFAULT_COST }));
    expect(encoded.ok && encoded.link).toBe("v=1&s=scale&workers=24&toolCalls=10&turns=2&lang=en");
    const decoded = encoded.ok ? decodeLink(encoded.link, linkSchemas) : undefined;
    expect(decoded?.ok && decoded.state.knobs).toEqual({ workers: 24, toolCalls: 10, turns: 2 });
  });

  it("carries a model per agent that is not the default, and reads it back", () => {
    const models = { ...DEFAULT_COST.models, router: "gpt-5-mini" as const, agents: { researcher: "gpt-4.1-mini" as const } };
    const encoded = encodeLink(linkStateOf({ scenario: researchCode, knobs: scenarioKnobs(researchCode), step: 0, panels: DEFAULT_PANELS, locale: "en", cost: { models } }));
    expect(encoded.ok && encoded.link).toBe("v=1&s=research-code&m=router.gpt-5-mini~agent.gpt-4.1-mini.researcher&lang=en");
    const decoded = encoded.ok ? decodeLink(encoded.link, linkSchemas) : undefined;
    expect(decoded?.ok && decoded.state.models).toEqual(models);
  });

  it("puts an edited copy of a built-in into the link whole", () => {
    const edited = { ...researchCode, title: "Mine" };
    const state = linkStateOf({ scenario: edited, knobs: scenarioKnobs(edited), step: 0, panels: DEFAULT_PANELS, locale: "en", cost: DEFAULT_COST });
    expect(state.scenario).toEqual({ custom: edited });
    const encoded = encodeLink(state);
    const decoded = encoded.ok ? decodeLink(encoded.link, linkSchemas) : undefined;
    expect(decoded?.ok && decoded.state.scenario).toEqual({ custom: edited });
  });
});

describe("panelsFromLink", () => {
  it("opens exactly the listed panels and keeps defaults when there is no list", () => {
    expect(panelsFromLink(undefined)).toEqual(DEFAULT_PANELS);
    expect(panelsFromLink(["history", "sweep", "bogus"])).toEqual({ sweep: true, narrative: false, dropped: false, docsTable: false, growth: false });
  });

  it("opens a link made when knobs, history, chart and modelInput were panel ids as it opened then", () => {
    expect(panelsFromLink(["knobs", "history", "chart", "narrative", "modelInput"])).toEqual({ ...DEFAULT_PANELS, narrative: true });
  });
});

describe("linkInQuery", () => {
  it("is the query when it carries a link, and nothing otherwise", () => {
    expect(linkInQuery("?v=1&s=router&step=2")).toBe("v=1&s=router&step=2");
    expect(linkInQuery("?lang=zh&v=1")).toBe("lang=zh&v=1");
    expect(linkInQuery("?predict=off")).toBe("");
    expect(linkInQuery("?dev=1")).toBe("");
    expect(linkInQuery("")).toBe("");
  });
});

describe("addressOf", () => {
  const page = { origin: "https://example.org", pathname: "/playground/", search: "" };

  it("puts the link after the page's path as its hash", () => {
    expect(addressOf("v=1&s=router&step=6", page)).toBe("https://example.org/playground/#v=1&s=router&step=6");
  });

  it("keeps a query that carries no link (a setting of the page, such as predict=off)", () => {
    expect(addressOf("v=1&s=router", { ...page, search: "?predict=off" })).toBe("https://example.org/playground/?predict=off#v=1&s=router");
  });

  it("drops a query that carries a link, which the hash now replaces", () => {
    expect(addressOf("v=1&s=router", { ...page, search: "?v=1&s=research-code" })).toBe("https://example.org/playground/#v=1&s=router");
    expect(addressOf("v=1&s=router", { ...page, search: "?lang=zh&v=1" })).toBe("https://example.org/playground/#v=1&s=router");
  });

  it("keeps a query whose parameter only ends in v", () => {
    expect(addressOf("v=1&s=router", { ...page, search: "?dev=1" })).toBe("https://example.org/playground/?dev=1#v=1&s=router");
  });
});

describe("shareAddress", () => {
  const onScreen = { scenario: researchCode, knobs: scenarioKnobs(researchCode, { outputMode: "full_history" }), step: 6, panels: DEFAULT_PANELS, locale: "en" as const };
  // The address bar as the page left it before the last change: the step was 2.
  const page = { origin: "http://localhost:4182", pathname: "/", search: "", href: "http://localhost:4182/#v=1&s=research-code&outputMode=full_history&step=2&lang=en" };

  it("is the link of what is on screen, not the address bar that has not caught up yet", () => {
    expect(shareAddress(onScreen, page)).toBe("http://localhost:4182/#v=1&s=research-code&outputMode=full_history&step=6&lang=en");
  });

  it("is the address bar's own link while a link still opens", () => {
    expect(shareAddress({ ...onScreen, pendingLinkView: { step: 2 } }, page)).toBe(page.href);
  });

  it("is the address bar when what is on screen has no link (a custom scenario too large for one)", () => {
    const huge = { ...researchCode, id: "huge", userTurns: ["x".repeat(20_000)] };
    expect(encodeLink(linkStateOf({ ...onScreen, scenario: huge })).ok).toBe(false);
    expect(shareAddress({ ...onScreen, scenario: huge }, page)).toBe(page.href);
  });
});
