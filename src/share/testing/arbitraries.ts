import fc from "fast-check";
import { KNOBS, knobValues, TOPOLOGY_IDS, type KnobName, type Knobs } from "../../engine/knobs";
import type { Scenario, ScenarioAgent, ScriptedReply } from "../../engine/scenarios/types";
import { normalizeAgentName, routerToolNames, workerHandoffNames } from "../handoffNames";
import { LINK_PANELS, RETIRED_PANELS, type LinkState } from "../linkState";

/** Names mix letters with the HTML and quote characters a hostile scenario would use. */
const nameArb = fc
  .string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(..."abcxyzQ_ -<>=\"'&/é中") })
  .map((s) => s.trim())
  .filter((s) => s.length > 0);

/** Ids use the safe character set the schema allows. */
const idArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,11}$/);

/** Any text, including lone surrogates and control characters. */
const textArb = fc.string({ maxLength: 40, unit: "binary" });

const argsArb = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom(..."abqrs_") }),
  fc.oneof(textArb, fc.integer(), fc.boolean(), fc.constant(null)),
  { maxKeys: 3 },
);

function replyArb(tools: readonly string[]): fc.Arbitrary<ScriptedReply> {
  const call = tools.length ? fc.record({ name: fc.constantFrom(...tools), args: argsArb }, { requiredKeys: ["name"] }) : undefined;
  const withText = fc.record({ content: textArb });
  if (!call) return withText;
  return fc.oneof(withText, fc.record({ content: textArb, toolCalls: fc.array(call, { minLength: 1, maxLength: 3 }) }, { requiredKeys: ["toolCalls"] }));
}

/** Random scenarios that satisfy every schema and cross-field rule. */
export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    agentNames: fc.uniqueArray(nameArb, { minLength: 1, maxLength: 4, selector: normalizeAgentName }),
    toolNames: fc.uniqueArray(nameArb, { maxLength: 4 }),
    topologies: fc.uniqueArray(fc.constantFrom(...TOPOLOGY_IDS), { minLength: 1, maxLength: 3 }),
  })
  .filter(({ agentNames }) => !agentNames.includes("supervisor"))
  .chain(({ agentNames, toolNames, topologies }) => {
    const agentArb = (name: string): fc.Arbitrary<ScenarioAgent> =>
      fc.subarray(toolNames).chain((tools) =>
        fc.record({
          name: fc.constant(name),
          description: textArb,
          tools: fc.constant(tools),
          script: fc.array(replyArb([...tools, ...workerHandoffNames(name, agentNames)]), { maxLength: 4 }),
        }),
      );
    return fc.record({
      id: idArb,
      title: textArb,
      summary: textArb,
      userTurns: fc.array(textArb, { minLength: 1, maxLength: 3 }),
      router: fc.constant({ name: "supervisor" }),
      agents: fc.tuple(...agentNames.map(agentArb)),
      tools: fc.tuple(...toolNames.map((name) => fc.record({ name: fc.constant(name), description: textArb, result: textArb }))),
      routerScripts: fc.record(
        {
          supervisor: fc.array(replyArb([...routerToolNames("supervisor", agentNames)!]), { maxLength: 4 }),
          subagents: fc.array(replyArb([...routerToolNames("subagents", agentNames)!]), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
      topologies: fc.constant(topologies),
    }) as fc.Arbitrary<Scenario>;
  });

/** A value arbitrary for one knob, read from its zod schema so new knobs are covered automatically. */
function knobValueArb(name: KnobName): fc.Arbitrary<unknown> {
  const values = knobValues(name);
  if (values.kind !== "number") return fc.constantFrom(...values.choices);
  const { min = -1e6, max = 1e6 } = values;
  return values.int ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (Object.is(v, -0) ? 0 : v));
}

/** Any subset of the knobs that go into links, with valid values. */
export const linkKnobsArb: fc.Arbitrary<Partial<Knobs>> = fc.record(
  Object.fromEntries((Object.keys(KNOBS) as KnobName[]).map((name) => [name, knobValueArb(name)])),
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<Knobs>>;

/** A link state, built-in or custom, as the app would produce it: on a topology its scenario plays. */
export function linkStateArb(builtIns: readonly Scenario[]): fc.Arbitrary<LinkState> {
  const scenario = fc.oneof(fc.constantFrom(...builtIns).map((s) => ({ link: { id: s.id }, topologies: s.topologies })), scenarioArb.map((custom) => ({ link: { custom }, topologies: custom.topologies })));
  return scenario.chain(({ link, topologies }) =>
    fc.record({
      v: fc.constant(1 as const),
      scenario: fc.constant(link),
      knobs: fc.tuple(linkKnobsArb, fc.option(fc.constantFrom(...topologies), { nil: undefined })).map(([knobs, topology]) => {
        const { topology: _, ...others } = knobs;
        return topology === undefined ? others : { ...others, topology };
      }),
      step: fc.nat({ max: 500 }),
      view: fc.record({ panels: fc.uniqueArray(fc.constantFrom(...LINK_PANELS, ...RETIRED_PANELS), { maxLength: 5 }), call: fc.nat({ max: 300 }) }, { requiredKeys: [] }),
    }),
  );
}
