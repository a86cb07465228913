import { z } from "zod";
import { KNOBS, TOPOLOGY_IDS, type KnobName } from "../engine/knobs";
import { withoutDefault } from "../engine/knobSchema";
import { LOCALES, type Locale } from "../engine/localizedText";
import type { Scenario } from "../engine/scenarios/types";
import { BIDI_CONTROLS } from "./bidiControls";
import { checkScenario } from "./scenarioChecks";
import { message } from "./messages";
import { plainZodMessage, zodIssues, zodMessage, type ScenarioIssue } from "./scenarioIssues";
import { LIMITS } from "../engine/limits";
import { findForbiddenKey } from "./safeJson";

const L = LIMITS.scenario;

// A direction control in a name reverses the text around it and lets one name pose as another.
const name = z
  .string()
  .trim()
  .min(1)
  .max(L.nameChars)
  .refine((text) => !BIDI_CONTROLS.test(text), {
    message: zodMessage("scenario.bidiName"),
  });
/**
 * A scenario's id: letters, digits, `-`, `_` and `.`, starting with a letter or a digit. It names the
 * files the app saves and heads a generated script, so it holds nothing that could end a line or a quote.
 */
const scenarioId = z
  .string()
  .trim()
  .min(1)
  .max(L.nameChars)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: zodMessage("scenario.badId") });
const shortText = z.string().max(L.shortTextChars);
const longText = z.string().max(L.longTextChars);

/** Prose a scenario shows: one string, or the same text in every language (a built-in exported as a file). */
function prose(text: z.ZodString) {
  return z.union([text, z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, z.ZodString>)]);
}

const toolCallSchema = z.object({
  name,
  args: z
    .record(z.string(), z.unknown())
    .optional()
    .refine((args) => args === undefined || JSON.stringify(args).length <= L.argsChars, {
      message: zodMessage("scenario.argsTooLong", { max: L.argsChars }),
    }),
});

const replyFields = {
  content: longText.optional(),
  toolCalls: z.array(toolCallSchema).max(L.toolCallsPerReply).optional(),
};
const hasText = { message: zodMessage("scenario.replyNeedsText") };
const plainReply = z.object(replyFields).refine((reply) => reply.content !== undefined || reply.toolCalls !== undefined, hasText);

/** One scripted reply, as a scenario (or a fork in a link) carries it. */
export const replySchema = z
  .object({ ...replyFields, whenOffered: z.object({ tool: name, reply: plainReply }).optional() })
  .refine((reply) => reply.content !== undefined || reply.toolCalls !== undefined, hasText);

const scriptSchema = z.array(replySchema).max(L.replies);

const agentSchema = z.object({
  name,
  description: shortText.default(""),
  prompt: longText.optional(),
  tools: z.array(name).max(L.tools).default([]),
  script: scriptSchema.default([]),
});

const toolOutcomeSchema = z.object({
  result: longText.optional(),
  latencyMs: z.number().int().min(0).max(3_600_000).optional(),
  fails: z.enum(["timeout", "error"]).optional(),
});

const toolSchema = z.object({
  name,
  description: shortText.default(""),
  result: longText.default(""),
  outcomes: z.array(toolOutcomeSchema).max(L.replies).optional(),
  approval: z.object({ editable: z.array(name).max(L.tools).default([]) }).optional(),
});

/** One optional entry per topology; unknown topology keys are dropped like any unknown field. */
function perTopology<S extends z.ZodType>(value: S) {
  return z.object(Object.fromEntries(TOPOLOGY_IDS.map((id) => [id, value.optional()])) as Record<(typeof TOPOLOGY_IDS)[number], z.ZodOptional<S>>);
}

/** Partial knob settings as a scenario may carry them (no defaults, so `knobs` keeps only what it sets). */
export const partialKnobsSchema = z.object(
  Object.fromEntries(Object.entries(KNOBS).map(([knob, def]) => [knob, withoutDefault(def.schema).optional()])) as Record<KnobName, z.ZodOptional<z.ZodType>>,
);

/** Knob values a narrative paragraph holds for: per knob one value or a list of them. */
const knobConditionSchema = z.object(
  Object.fromEntries(
    Object.entries(KNOBS).map(([knob, def]) => {
      const value = withoutDefault(def.schema);
      return [knob, z.union([value, z.array(value).max(20)]).optional()];
    }),
  ) as unknown as Record<KnobName, z.ZodOptional<z.ZodType>>,
);

const narrativeSchema = z.array(z.union([prose(longText), z.object({ when: knobConditionSchema.optional(), text: prose(longText) })])).max(L.narrativeParagraphs);

const lessonMarkSchema = z.object({
  node: name.optional(),
  kind: z.enum(["input", "node", "interrupt", "error"]).optional(),
  turn: z.number().int().min(1).max(L.userTurns).optional(),
  nth: z.number().int().min(1).max(LIMITS.link.step).optional(),
  last: z.boolean().optional(),
});

const lessonTargetSchema = z.union([
  z.object({ panel: z.enum(["diagram", "history", "metrics", "modelInput", "checks", "state", "knobs", "chart", "player"]) }),
  z.object({ knob: z.enum(Object.keys(KNOBS) as [KnobName, ...KnobName[]]) }),
  z.object({ call: z.object({ agent: name, n: z.number().int().min(1).max(L.replies) }) }),
]);

/** One lesson step, as a scenario (built-in or edited) carries it; see `LessonStep`. */
export const lessonStepSchema = z.object({
  caption: prose(longText),
  knobs: partialKnobsSchema.optional(),
  compare: partialKnobsSchema.optional(),
  at: lessonMarkSchema.optional(),
  look: lessonTargetSchema.optional(),
  predict: z.object({ question: prose(shortText), answer: shortText }).optional(),
});

const routerSchema = z.object({ name, prompt: longText.optional(), synthesizes: z.enum(["always", "several-answers"]).optional() });

/**
 * The zod schema of a {@link Scenario}. Unknown fields are dropped; missing optional text takes
 * sensible defaults. Cross-field rules (names that refer to each other) live in `checkScenario`.
 */
export const scenarioSchema = z.object({
  id: scenarioId.default("custom"),
  title: prose(shortText).default("Untitled scenario"),
  summary: prose(longText).default(""),
  narrative: narrativeSchema.optional(),
  userTurns: z.array(longText).min(1, { message: zodMessage("scenario.needUserTurn") }).max(L.userTurns),
  router: routerSchema.default({ name: "supervisor" }),
  agents: z.array(agentSchema).min(1, { message: zodMessage("scenario.needAgent") }).max(L.agents),
  tools: z.array(toolSchema).max(L.tools).default([]),
  intents: z.record(name, z.array(name).max(L.tools)).optional(),
  routerScripts: perTopology(scriptSchema).default({}),
  agentScripts: perTopology(z.record(z.string(), scriptSchema)).optional(),
  batchedFlow: z.object({ router: routerSchema.optional(), routerScripts: perTopology(scriptSchema).optional(), agentScripts: perTopology(z.record(z.string(), scriptSchema)).optional() }).optional(),
  teams: z
    .array(
      z.object({
        name,
        description: shortText.default(""),
        lead: z.object({ name, prompt: longText.optional() }),
        members: z.array(name).min(1, { message: zodMessage("scenario.needTeamMember") }).max(L.agents),
      }),
    )
    .max(L.agents)
    .optional(),
  topologies: z.array(z.enum(TOPOLOGY_IDS)).min(1, { message: zodMessage("scenario.needTopology") }).default([TOPOLOGY_IDS[0]]),
  knobs: partialKnobsSchema.optional(),
  keySettings: z.array(partialKnobsSchema).max(12).optional(),
  // The fault kinds belong to the topology builders (topologies/faults.ts), which reject unknown ones
  // with a clear error step; here the value only has to be small plain data with a kind.
  fault: z.looseObject({ kind: name }).optional(),
  gallery: z
    .object({
      why: prose(longText),
      fix: prose(longText),
      fixKnobs: partialKnobsSchema.optional(),
      fixScenarioId: scenarioId.optional(),
      code: z.object({ mistaken: longText, fixed: longText, note: prose(longText) }).optional(),
    })
    .optional(),
  storySettings: z.record(name, partialKnobsSchema).refine((settings) => Object.keys(settings).length <= L.storySettings, { message: `at most ${L.storySettings} story settings` }).optional(),
  lesson: z.array(lessonStepSchema).max(L.lessonSteps).optional(),
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
