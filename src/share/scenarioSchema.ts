import { z } from "zod/mini";
import { KNOBS, TOPOLOGY_IDS, type KnobName } from "../engine/knobs";
import { knobValueSchema } from "../engine/knobSchema";
import { LOCALES, type Locale } from "../engine/localizedText";
import type { Scenario } from "../engine/scenarios/types";
import { BIDI_CONTROLS } from "./bidiControls";
import { checkScenario } from "./scenarioChecks";
import { message } from "./messages";
import { plainZodMessage, zodMessage, type ScenarioIssue } from "./scenarioIssues";
import { zodIssues } from "./zodIssues";
import { LIMITS } from "../engine/limits";
import { findForbiddenKey } from "./safeJson";

const L = LIMITS.scenario;

// A direction control in a name reverses the text around it and lets one name pose as another.
const name = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(L.nameChars),
  z.refine((text) => !BIDI_CONTROLS.test(text), zodMessage("scenario.bidiName")),
);
/**
 * A scenario's id: letters, digits, `-`, `_` and `.`, starting with a letter or a digit. It names the
 * files the app saves and heads a generated script, so it holds nothing that could end a line or a quote.
 */
const scenarioId = z.string().check(z.trim(), z.minLength(1), z.maxLength(L.nameChars), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, zodMessage("scenario.badId")));
const shortText = z.string().check(z.maxLength(L.shortTextChars));
const longText = z.string().check(z.maxLength(L.longTextChars));

/** Prose a scenario shows: one string, or the same text in every language (a built-in exported as a file). */
function prose(text: z.ZodMiniString) {
  return z.union([text, z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, z.ZodMiniString>)]);
}

const toolCallSchema = z.object({
  name,
  args: z
    .optional(z.record(z.string(), z.unknown()))
    .check(z.refine((args) => args === undefined || JSON.stringify(args).length <= L.argsChars, zodMessage("scenario.argsTooLong", { max: L.argsChars }))),
});

const replyFields = {
  content: z.optional(longText),
  toolCalls: z.optional(z.array(toolCallSchema).check(z.maxLength(L.toolCallsPerReply))),
};
const hasText = z.refine<{ content?: string; toolCalls?: unknown[] }>((reply) => reply.content !== undefined || reply.toolCalls !== undefined, zodMessage("scenario.replyNeedsText"));
const plainReply = z.object(replyFields).check(hasText);

/** One scripted reply, as a scenario (or a fork in a link) carries it. */
export const replySchema = z.object({ ...replyFields, whenOffered: z.optional(z.object({ tool: name, reply: plainReply })) }).check(hasText);

const scriptSchema = z.array(replySchema).check(z.maxLength(L.replies));
const namesSchema = z.array(name).check(z.maxLength(L.tools));

const agentSchema = z.object({
  name,
  description: z._default(shortText, ""),
  prompt: z.optional(longText),
  tools: z._default(namesSchema, []),
  script: z._default(scriptSchema, []),
});

const toolOutcomeSchema = z.object({
  result: z.optional(longText),
  latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(3_600_000))),
  fails: z.optional(z.enum(["timeout", "error"])),
});

const toolSchema = z.object({
  name,
  description: z._default(shortText, ""),
  result: z._default(longText, ""),
  outcomes: z.optional(z.array(toolOutcomeSchema).check(z.maxLength(L.replies))),
  approval: z.optional(z.object({ editable: z._default(namesSchema, []) })),
});

/** One optional entry per topology; unknown topology keys are dropped like any unknown field. */
function perTopology<S extends z.ZodMiniType>(value: S) {
  return z.object(Object.fromEntries(TOPOLOGY_IDS.map((id) => [id, z.optional(value)])) as Record<(typeof TOPOLOGY_IDS)[number], z.ZodMiniOptional<S>>);
}

/** Partial knob settings as a scenario may carry them (no defaults, so `knobs` keeps only what it sets). */
export const partialKnobsSchema = z.object(
  Object.fromEntries(Object.keys(KNOBS).map((knob) => [knob, z.optional(knobValueSchema(knob as KnobName))])) as Record<KnobName, z.ZodMiniOptional<z.ZodMiniType>>,
);

/** Knob values a narrative paragraph holds for: per knob one value or a list of them. */
const knobConditionSchema = z.object(
  Object.fromEntries(
    Object.keys(KNOBS).map((knob) => {
      const value = knobValueSchema(knob as KnobName);
      return [knob, z.optional(z.union([value, z.array(value).check(z.maxLength(20))]))];
    }),
  ) as unknown as Record<KnobName, z.ZodMiniOptional<z.ZodMiniType>>,
);

const narrativeSchema = z
  .array(z.union([prose(longText), z.object({ when: z.optional(knobConditionSchema), text: prose(longText) })]))
  .check(z.maxLength(L.narrativeParagraphs));

/** A whole number from 1 to `max`. */
const count = (max: number) => z.int().check(z.minimum(1), z.maximum(max));

const lessonMarkSchema = z.object({
  node: z.optional(name),
  kind: z.optional(z.enum(["input", "node", "interrupt", "error"])),
  turn: z.optional(count(L.userTurns)),
  nth: z.optional(count(LIMITS.link.step)),
  last: z.optional(z.boolean()),
});

const lessonTargetSchema = z.union([
  z.object({ panel: z.enum(["diagram", "history", "metrics", "modelInput", "checks", "state", "knobs", "chart", "player"]) }),
  z.object({ knob: z.enum(Object.keys(KNOBS) as [KnobName, ...KnobName[]]) }),
  z.object({ call: z.object({ agent: name, n: count(L.replies) }) }),
]);

/** One lesson step, as a scenario (built-in or edited) carries it; see `LessonStep`. */
export const lessonStepSchema = z.object({
  caption: prose(longText),
  knobs: z.optional(partialKnobsSchema),
  compare: z.optional(partialKnobsSchema),
  at: z.optional(lessonMarkSchema),
  look: z.optional(lessonTargetSchema),
  predict: z.optional(z.object({ question: prose(shortText), answer: shortText })),
});

const routerSchema = z.object({ name, prompt: z.optional(longText), synthesizes: z.optional(z.enum(["always", "several-answers"])) });

/**
 * The zod schema of a {@link Scenario}. Unknown fields are dropped; missing optional text takes
 * sensible defaults. Cross-field rules (names that refer to each other) live in `checkScenario`.
 */
export const scenarioSchema = z.object({
  id: z._default(scenarioId, "custom"),
  title: z._default(prose(shortText), "Untitled scenario"),
  summary: z._default(prose(longText), ""),
  narrative: z.optional(narrativeSchema),
  userTurns: z.array(longText).check(z.minLength(1, zodMessage("scenario.needUserTurn")), z.maxLength(L.userTurns)),
  router: z._default(routerSchema, { name: "supervisor" }),
  agents: z.array(agentSchema).check(z.minLength(1, zodMessage("scenario.needAgent")), z.maxLength(L.agents)),
  tools: z._default(z.array(toolSchema).check(z.maxLength(L.tools)), []),
  intents: z.optional(z.record(name, namesSchema)),
  routerScripts: z._default(perTopology(scriptSchema), {}),
  agentScripts: z.optional(perTopology(z.record(z.string(), scriptSchema))),
  batchedFlow: z.optional(
    z.object({ router: z.optional(routerSchema), routerScripts: z.optional(perTopology(scriptSchema)), agentScripts: z.optional(perTopology(z.record(z.string(), scriptSchema))) }),
  ),
  teams: z.optional(
    z
      .array(
        z.object({
          name,
          description: z._default(shortText, ""),
          lead: z.object({ name, prompt: z.optional(longText) }),
          members: z.array(name).check(z.minLength(1, zodMessage("scenario.needTeamMember")), z.maxLength(L.agents)),
        }),
      )
      .check(z.maxLength(L.agents)),
  ),
  topologies: z._default(z.array(z.enum(TOPOLOGY_IDS)).check(z.minLength(1, zodMessage("scenario.needTopology"))), [TOPOLOGY_IDS[0]]),
  knobs: z.optional(partialKnobsSchema),
  keySettings: z.optional(z.array(partialKnobsSchema).check(z.maxLength(12))),
  // The fault kinds belong to the topology builders (topologies/faults.ts), which reject unknown ones
  // with a clear error step; here the value only has to be small plain data with a kind.
  fault: z.optional(z.looseObject({ kind: name })),
  gallery: z.optional(
    z.object({
      why: prose(longText),
      fix: prose(longText),
      fixKnobs: z.optional(partialKnobsSchema),
      fixScenarioId: z.optional(scenarioId),
      code: z.optional(z.object({ mistaken: longText, fixed: longText, note: prose(longText) })),
    }),
  ),
  storySettings: z.optional(
    z.record(name, partialKnobsSchema).check(z.refine((settings) => Object.keys(settings).length <= L.storySettings, `at most ${L.storySettings} story settings`)),
  ),
  lesson: z.optional(z.array(lessonStepSchema).check(z.maxLength(L.lessonSteps))),
});

/**
 * Why a value cannot even be looked at as a scenario: not a JSON object, not plain data, over the
 * size limit, or carrying a prototype-polluting key. `undefined` when it is fit to be checked further.
 */
export function plainDataIssue(input: unknown): ScenarioIssue | undefined {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return { path: "", message: message("scenario.notObject") };
  let size: number;
  try {
    size = JSON.stringify(input)?.length ?? 0;
  } catch {
    return { path: "", message: message("scenario.notPlainData") };
  }
  if (size > L.totalChars) return { path: "", message: message("scenario.tooLarge", { size, limit: L.totalChars }) };
  const forbidden = findForbiddenKey(input);
  if (forbidden) return { path: forbidden.path, message: message("scenario.forbiddenKey", { key: forbidden.key }) };
  return undefined;
}

/** The outcome of validating untrusted data as a scenario: the scenario, or every problem found. */
export type ScenarioValidation = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/**
 * Validates anything (an imported file, a decoded link, the editor's draft) as a {@link Scenario}.
 * Each problem has a location path and a reason. Never throws.
 */
export function validateScenario(input: unknown): ScenarioValidation {
  const unfit = plainDataIssue(input);
  if (unfit) return { ok: false, issues: [unfit] };
  const parsed = scenarioSchema.safeParse(input, { error: plainZodMessage });
  if (!parsed.success) {
    return { ok: false, issues: zodIssues(parsed.error) };
  }
  const scenario = parsed.data as Scenario;
  const issues = checkScenario(scenario);
  return issues.length ? { ok: false, issues } : { ok: true, scenario };
}
