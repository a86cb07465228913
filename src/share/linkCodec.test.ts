import fc from "fast-check";
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../engine/scenarios";
import { researchCode } from "../engine/scenarios/researchCode";
import { KNOBS } from "../engine/knobs";
import { decodeLink, encodeLink, linkNeedsSchemas } from "./linkCodec";
import { LINK_PROPS } from "./linkProps";
import { LIMITS } from "../engine/limits";
import type { LinkState } from "./linkState";
import { linkStateArb } from "./testing/arbitraries";
import { inEnglish } from "./testing/inEnglish";
import { wordMessage } from "./messages";
import * as linkSchemas from "./linkSchemas";

const builtIn = (over: Partial<LinkState> = {}): LinkState => ({ v: 1, scenario: { id: researchCode.id }, knobs: {}, step: 0, view: {}, ...over });

function linkOf(state: LinkState): string {
  const encoded = encodeLink(state);
  if (!encoded.ok) throw new Error(wordMessage(encoded.message, "en"));
  return encoded.link;
}

function messageOf(link: string): string {
  const decoded = decodeLink(link, linkSchemas);
  if (decoded.ok) throw new Error(`expected ${link} to be refused`);
  return wordMessage(decoded.message, "en");
}

const customLink = (json: string) => `v=1&c=${LZString.compressToEncodedURIComponent(json)}`;

describe("encodeLink", () => {
  it("writes a built-in scenario with a few knobs as a short, readable link", () => {
    const link = linkOf(builtIn({ knobs: { topology: "supervisor", outputMode: "full_history", addHandoffMessages: false }, step: 7, view: { panels: ["history", "modelInput"], call: 3 } }));
    expect(link).toBe("v=1&s=research-code&topology=supervisor&outputMode=full_history&addHandoffMessages=false&step=7&panels=history,modelInput&call=3");
    expect(link.length).toBeLessThan(200);
  });

  it("has one link parameter per knob", () => {
    const knobParams = LINK_PROPS.map((prop) => prop.param).filter((param) => param in KNOBS);
    expect(knobParams).toEqual(Object.keys(KNOBS));
  });

  it("writes only the version and scenario when nothing differs from the defaults", () => {
    expect(linkOf(builtIn())).toBe("v=1&s=research-code");
  });

  it("compresses a custom scenario into the link", () => {
    const link = linkOf({ ...builtIn(), scenario: { custom: researchCode } });
    expect(link).toMatch(/^v=1&c=[A-Za-z0-9+$-]+$/);
    expect(link.length).toBeLessThan(JSON.stringify(researchCode).length);
  });

  it("fits an edited copy of the flagship scenario in a link, with room for a trainer's few edits", () => {
    // The e2e suite and trainers share research-code's edited copies by link; it must not creep up to the limit.
    const edited = { ...researchCode, id: "research-code-edited", title: { en: "Research and code (edited)", zh: "调研并写代码（已编辑）" } };
    const encoded = encodeLink({ ...builtIn(), scenario: { custom: edited } });
    expect(encoded.ok && encoded.link.length).toBeLessThan(LIMITS.link.shareChars - 100);
  });

  it("refuses a custom scenario too large for a link and points to the file export", () => {
    const big = { ...researchCode, narrative: Array.from({ length: 12 }, (_, i) => Array.from({ length: 400 }, (_, j) => String.fromCharCode(0x4e00 + ((i * 7919 + j * 104729) % 20000))).join("")) };
    const encoded = encodeLink({ ...builtIn(), scenario: { custom: big } });
    expect(encoded.ok).toBe(false);
    expect(!encoded.ok && encoded.length).toBeGreaterThan(LIMITS.link.shareChars);
    expect(!encoded.ok && wordMessage(encoded.message, "en")).toMatch(/too large for a link .* Export the scenario as a JSON file/);
  });
});

describe("linkNeedsSchemas", () => {
  it("says a link of a built-in scenario, knobs and view opens without the schemas, and one with JSON in it does not", () => {
    const plain = "v=1&s=research-code&outputMode=last_message&step=3&lang=zh";
    expect(linkNeedsSchemas(plain)).toBe(false);
    expect(decodeLink(plain)).toMatchObject({ ok: true, warnings: [] });
    for (const json of ["c=abc", 'd=["a"]', 'f={"s":1}']) expect(linkNeedsSchemas(`#${plain}&${json}`), json).toBe(true);
    expect(decodeLink(`${plain}&d=["a"]`)).toMatchObject({ ok: false });
    expect(decodeLink(`${plain}&d=["a"]`, linkSchemas)).toMatchObject({ ok: true, state: { decisions: [{ type: "approve" }] } });
  });
});

describe("decodeLink", () => {
  it("gives back the same state for random valid scenarios and knobs", () => {
    fc.assert(
      fc.property(linkStateArb(SCENARIOS), (state) => {
        const encoded = encodeLink(state);
        fc.pre(encoded.ok);
        const decoded = decodeLink(`#${encoded.ok && encoded.link}`, linkSchemas);
        expect(decoded).toEqual({ ok: true, state, warnings: [] });
      }),
      { numRuns: 300 },
    );
    // 300 encode-decode round trips: about a second alone, several on a busy two-core machine.
  }, 60_000);

  it("opens the default scenario when the link names none, and ignores unknown parameters", () => {
    expect(inEnglish(decodeLink("?v=1&theme=dark&step=2", linkSchemas))).toEqual({ ok: true, state: builtIn({ step: 2 }), warnings: [] });
  });

  it("drops a bad knob, step or view value with a warning and keeps the rest", () => {
    const decoded = decodeLink("v=1&s=research-code&outputMode=everything&recursionLimit=0&step=-3&panels=history,<b>&outputModeX=1&addHandoffMessages=false", linkSchemas);
    expect(inEnglish(decoded)).toEqual({
      ok: true,
      state: builtIn({ knobs: { addHandoffMessages: false } }),
      warnings: [
        'The knob "outputMode" cannot be "everything" (it takes one of full_history, last_message); it was left at its default.',
        'The knob "recursionLimit" cannot be "0" (it takes a whole number from 1 to 200); it was left at its default.',
        'The step "-3" in the link is not a whole number from 0 to 100,000; it was ignored.',
        'The panel list in the link contains "<b>", which is not a panel name; the panels were left as they are.',
      ],
    });
  });

  it("drops a topology the scenario does not play, with a warning, so it opens on its own", () => {
    const router = SCENARIOS.find((s) => s.id === "router")!;
    expect(router.topologies).not.toContain("swarm");
    expect(inEnglish(decodeLink("v=1&s=router&topology=swarm&step=3", linkSchemas))).toEqual({
      ok: true,
      state: builtIn({ scenario: { id: "router" }, step: 3 }),
      warnings: [`The scenario "router" is not played on the swarm topology (it plays: ${router.topologies.join(", ")}); it opened on ${router.topologies[0]}.`],
    });
    const custom = { ...researchCode, id: "mine", topologies: ["supervisor" as const] };
    const decoded = decodeLink(linkOf({ ...builtIn(), scenario: { custom }, knobs: { topology: "swarm", outputMode: "full_history" } }), linkSchemas);
    expect(decoded.ok && decoded.state.knobs).toEqual({ outputMode: "full_history" });
    expect(decoded.ok && inEnglish(decoded.warnings)).toEqual(['The scenario "mine" is not played on the swarm topology (it plays: supervisor); it opened on supervisor.']);
  });

  it("reads numbers only in plain decimal: hex, binary and exponent forms are refused with a warning", () => {
    for (const raw of ["0x10", "1e1", "0b1", "Infinity", " 5", "+5"]) {
      const decoded = decodeLink(`v=1&s=json-dispatch&maxIter=${encodeURIComponent(raw)}`, linkSchemas);
      expect(decoded.ok && decoded.state.knobs, raw).toEqual({});
      expect(decoded.ok && decoded.warnings, raw).toHaveLength(1);
    }
    expect(inEnglish(decodeLink("v=1&s=json-dispatch&maxIter=0x10", linkSchemas))).toMatchObject({
      warnings: ['The knob "maxIter" cannot be "0x10" (it takes a whole number from 1 to 50, written in plain decimal digits); it was left at its default.'],
    });
    expect(inEnglish(decodeLink("v=1&s=json-dispatch&maxIter=16", linkSchemas))).toMatchObject({ ok: true, state: { knobs: { maxIter: 16 } }, warnings: [] });
  });

  it("writes tiny and huge numbers in plain decimal, so they read back", () => {
    const link = linkOf(builtIn({ knobs: { confidenceThreshold: 1.5e-7 } }));
    expect(link).toContain("confidenceThreshold=0.00000015");
    expect(inEnglish(decodeLink(link, linkSchemas))).toMatchObject({ ok: true, state: { knobs: { confidenceThreshold: 1.5e-7 } }, warnings: [] });
  });

  it("ignores panel names it does not know, with a warning, and never closes every panel for them", () => {
    expect(inEnglish(decodeLink("v=1&s=research-code&panels=foo", linkSchemas))).toEqual({
      ok: true,
      state: builtIn(),
      warnings: ['The panel list in the link names panels that do not exist ("foo"; the panels are: sweep, narrative, dropped, docsTable, growth); the panels were left as they are.'],
    });
    expect(inEnglish(decodeLink("v=1&s=research-code&panels=foo,sweep,bar", linkSchemas))).toEqual({
      ok: true,
      state: builtIn({ view: { panels: ["sweep"] } }),
      warnings: ['The panel list in the link names panels that do not exist ("foo", "bar"; the panels are: sweep, narrative, dropped, docsTable, growth); the other panels in the list were applied.'],
    });
    // An empty list (every panel closed) and the ids of retired panels are real links.
    expect(inEnglish(decodeLink("v=1&s=research-code&panels=", linkSchemas))).toEqual({ ok: true, state: builtIn({ view: { panels: [] } }), warnings: [] });
    expect(inEnglish(decodeLink("v=1&s=research-code&panels=history,modelInput", linkSchemas))).toEqual({ ok: true, state: builtIn({ view: { panels: ["history", "modelInput"] } }), warnings: [] });
  });

  it("reads the language and drops one the app is not written in", () => {
    expect(inEnglish(decodeLink("v=1&s=research-code&lang=zh", linkSchemas))).toEqual({ ok: true, state: builtIn({ view: { lang: "zh" } }), warnings: [] });
    expect(inEnglish(decodeLink("v=1&s=research-code&lang=fr", linkSchemas))).toEqual({
      ok: true,
      state: builtIn(),
      warnings: ['The language "fr" in the link is not one of en, zh; it was ignored.'],
    });
  });

  it("carries compare mode's setting B as knob pairs, and an empty one when B is the scenario's own", () => {
    const state = builtIn({ knobs: { outputMode: "full_history" }, compare: { addHandoffMessages: false, topology: "supervisor" } });
    const link = linkOf(state);
    expect(link).toContain("cmp=addHandoffMessages.false~topology.supervisor");
    expect(inEnglish(decodeLink(link, linkSchemas))).toEqual({ ok: true, state, warnings: [] });
    expect(inEnglish(decodeLink(linkOf(builtIn({ compare: {} })), linkSchemas))).toEqual({ ok: true, state: builtIn({ compare: {} }), warnings: [] });
  });

  it("keeps the good pairs of a comparison and says which were dropped", () => {
    const decoded = decodeLink("v=1&s=research-code&cmp=nonsense.1~outputMode.sideways~topology.swarm", linkSchemas);
    expect(decoded.ok && decoded.state.compare).toEqual({ topology: "swarm" });
    expect(decoded.ok && (inEnglish(decoded.warnings) as string[]).join(" ")).toMatch(/"nonsense", which is not a knob.*outputMode/);
  });

  it("carries the scenario B plays when it is not A's (a gallery fix), and drops one that is not built in", () => {
    const state = builtIn({ scenario: { id: "error-agent-without-name" }, compare: {}, compareScenario: "fixed-agent-without-name" });
    const link = linkOf(state);
    expect(link).toContain("cmp=&cmps=fixed-agent-without-name");
    expect(decodeLink(link, linkSchemas)).toEqual({ ok: true, state, warnings: [] });
    const unknown = decodeLink("v=1&s=error-agent-without-name&cmp=&cmps=no-such-fix", linkSchemas);
    expect(unknown.ok && unknown.state.compareScenario).toBeUndefined();
    expect(unknown.ok && (inEnglish(unknown.warnings) as string[]).join(" ")).toMatch(/"no-such-fix", which is not a built-in scenario/);
  });

  it("carries the lesson step and the hidden knobs, and drops a step 0 and names that are not knobs", () => {
    const state = builtIn({ lesson: 2, hide: ["outputMode", "topology"] });
    expect(linkOf(state)).toContain("&lesson=2&hide=outputMode,topology");
    expect(decodeLink(linkOf(state), linkSchemas)).toEqual({ ok: true, state, warnings: [] });
    const bad = decodeLink("v=1&s=research-code&lesson=0&hide=outputMode,nonsense", linkSchemas);
    expect(bad.ok && bad.state.lesson).toBeUndefined();
    expect(bad.ok && bad.state.hide).toEqual(["outputMode"]);
    expect(bad.ok && inEnglish(bad.warnings)).toEqual([
      `The lesson step "0" in the link is not a step from 1 to ${LIMITS.scenario.lessonSteps}; it was ignored.`,
      'The link hides "nonsense", which is not a knob; it was ignored.',
    ]);
  });

  it("lets the first of two repeated parameters win", () => {
    expect(inEnglish(decodeLink("v=1&step=4&step=9", linkSchemas))).toEqual({ ok: true, state: builtIn({ step: 4 }), warnings: [] });
  });

  it("explains a missing, newer or unknown version", () => {
    expect(messageOf("s=research-code")).toBe("The link has no version (v=…), so it is not a playground link or it was cut off.");
    expect(messageOf("v=2&s=research-code")).toBe("The link was made by a newer version of the playground (link version 2); this one reads version 1 links.");
    expect(messageOf("v=one")).toBe('The link has version "one", which no playground has ever written (this one reads version 1).');
  });

  it("explains an unknown built-in scenario and names the built-in ones it looks like, not all of them", () => {
    const count = SCENARIOS.length;
    expect(messageOf("v=1&s=swarm-turns")).toBe(
      `The link asks for a scenario called "swarm-turns", but there is no built-in scenario by that name. Did you mean two-turns? The scenario picker lists all ${count}.`,
    );
    expect(messageOf("v=1&s=no-such-thing")).toBe(
      `The link asks for a scenario called "no-such-thing", but there is no built-in scenario by that name; the scenario picker lists all ${count}.`,
    );
  });

  it("gives a link that cannot open the language it asks for, so the reader is told in it", () => {
    const lang = (link: string) => {
      const result = decodeLink(link, linkSchemas);
      return result.ok ? "opened" : result.lang;
    };
    expect(lang("v=1&s=research&lang=zh")).toBe("zh");
    expect(lang("lang=zh&v=7&s=research-code")).toBe("zh");
    expect(lang("v=1&c=hello*world&lang=en")).toBe("en");
    expect(lang("v=1&s=research&lang=fr")).toBeUndefined();
    expect(lang("v=1&s=research")).toBeUndefined();
  });

  it("explains damaged compression", () => {
    const good = linkOf({ ...builtIn(), scenario: { custom: researchCode } });
    expect(messageOf(good.slice(0, good.length - 30))).toMatch(/^The compressed scenario in the link is damaged/);
    expect(messageOf("v=1&c=%%%")).toMatch(/broken escape sequence/);
    expect(messageOf("v=1&c=hello*world")).toMatch(/damaged \(it contains "\*"/);
  });

  it("explains compressed text that is not JSON", () => {
    expect(messageOf(customLink("{agents: [}"))).toMatch(/^The scenario in the link is not valid JSON \(/);
  });

  it("refuses prototype keys in a custom scenario", () => {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const json = JSON.stringify(researchCode).replace('"title"', `"${key}":{"polluted":true},"title"`);
      expect(messageOf(customLink(json))).toBe(`The scenario in the link contains the key "${key}" (at ${key}), which is not allowed because it could tamper with the app's objects.`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // research-code also plays deep-agent, whose workers may call deepagents' file tools.
  it("explains a custom scenario that fails validation, with locations", () => {
    const broken = structuredClone(researchCode);
    broken.agents[0].script[0].toolCalls![0].name = "serch";
    expect(messageOf(customLink(JSON.stringify(broken)))).toBe(
      'The scenario in the link is not valid: agents[0].script[0].toolCalls[0].name: tool "serch" is not one of the agent\'s tools or a handoff tool (it can call: search, transfer_to_coder, ls, read_file, write_file, edit_file, …).',
    );
  });

  it("refuses oversize links and oversize payloads before doing the work", () => {
    expect(messageOf(`v=1&s=research-code&x=${"a".repeat(70_000)}`)).toMatch(/^The link is too long to open \(70,02\d characters; the limit is 64,000\)\.$/);
    const huge = JSON.stringify({ ...researchCode, summary: "z".repeat(300_000) });
    expect(messageOf(customLink(huge))).toMatch(/expands to more than 200,000 characters/);
  });
});
