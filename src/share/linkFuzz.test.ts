import fc from "fast-check";
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { SCENARIOS, findScenario } from "../engine/scenarios";
import { researchCode } from "../engine/scenarios/researchCode";
import { decodeLink, encodeLink, type DecodeResult } from "./linkCodec";
import { isCustom } from "./linkState";
import { wordMessage } from "./messages";
import { validateScenario } from "./scenarioSchema";
import { linkStateArb } from "./testing/arbitraries";
import * as linkSchemas from "./linkSchemas";

/** Either a state that really opens, or a non-empty explanation: never an exception, never a silent failure. */
function expectSound(result: DecodeResult): void {
  if (!result.ok) {
    expect(wordMessage(result.message, "en").length).toBeGreaterThan(10);
    expect(wordMessage(result.message, "zh")).not.toMatch(/\{\w+\}/);
    return;
  }
  const { scenario } = result.state;
  if (isCustom(scenario)) expect(validateScenario(scenario.custom).ok).toBe(true);
  else expect(findScenario(scenario.id)).toBeDefined();
  expect(Number.isInteger(result.state.step) && result.state.step >= 0).toBe(true);
  for (const warning of result.warnings) expect(wordMessage(warning, "en").length).toBeGreaterThan(10);
}

/** A fixed pool of valid links (generating scenarios is the slow part; mutating them is cheap). */
const validLinks = fc.constantFrom(
  ...fc
    .sample(linkStateArb(SCENARIOS), { numRuns: 80, seed: 4 })
    .map((state) => encodeLink(state))
    .flatMap((encoded) => (encoded.ok ? [encoded.link] : [])),
);

/** Edits a link the way chat apps, truncation and curious users do. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant("cut" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.string({ maxLength: 6, unit: "binary" }) }),
  fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), text: fc.string({ minLength: 1, maxLength: 3, unit: "grapheme-ascii" }) }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), count: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant("append" as const), text: fc.constantFrom("&v=2", "&__proto__=1", "&c=", "&s=", "&step=99999999999", "%", "&&&", "&constructor=x") }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function apply(link: string, m: Mutation): string {
  if (m.kind === "append") return link + m.text;
  const at = link.length ? m.at % (link.length + 1) : 0;
  if (m.kind === "cut") return link.slice(0, at);
  if (m.kind === "insert") return link.slice(0, at) + m.text + link.slice(at);
  if (m.kind === "replace") return link.slice(0, at) + m.text + link.slice(at + m.text.length);
  return link.slice(0, at) + link.slice(at + m.count);
}

/** Compressed payloads of JSON that is almost a scenario, or hostile. */
const hostileJson = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    JSON.stringify(researchCode).replace('"tools":[', '"tools":[{"name":"__proto__"},'),
    "[".repeat(5000),
    '{"userTurns":["hi"],"agents":[{"name":"a","tools":["missing"]}]}',
  ),
  fc.string({ maxLength: 200, unit: "binary" }),
);

describe("link decoder under fuzzing", () => {
  it("survives thousands of mutated valid links", () => {
    fc.assert(
      fc.property(validLinks, fc.array(mutation, { minLength: 1, maxLength: 4 }), (link, mutations) => {
        expectSound(decodeLink(mutations.reduce(apply, link), linkSchemas));
      }),
      { numRuns: 4000 },
    );
  }, 60_000);

  it("survives random text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: "binary" }), (text) => {
        expectSound(decodeLink(text, linkSchemas));
        expectSound(decodeLink(`v=1&${text}`, linkSchemas));
        expectSound(decodeLink(`v=1&c=${text}`, linkSchemas));
      }),
      { numRuns: 2000 },
    );
  });

  it("survives compressed payloads that are not scenarios", () => {
    fc.assert(
      fc.property(hostileJson, (json) => {
        const result = decodeLink(`v=1&c=${LZString.compressToEncodedURIComponent(json)}`, linkSchemas);
        expectSound(result);
        // None of these is a complete scenario, so none may open.
        expect(result.ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
